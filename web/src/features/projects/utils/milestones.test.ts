// @vitest-environment node
import { makeMilestones } from '../testing/fixtures';
import { revisionLabel, stageActions } from './milestones';

describe('milestone actions', () => {
  it('lets the engineer submit a funded or sent-back stage once the one before is closed', () => {
    const document = makeMilestones({ down_payment: { state: 'resolved' }, milestone: { state: 'changes_requested' }, final_payment: { state: 'funded' } });
    const [, milestone, final] = document.milestones;
    expect(stageActions(document, milestone!, 'engineer')).toMatchObject({ submit: true, submitWaitsFor: null, approve: false, dispute: true });
    expect(stageActions(document, final!, 'engineer')).toMatchObject({ submit: false, submitWaitsFor: milestone, dispute: true });
    expect(stageActions(document, milestone!, 'client')).toMatchObject({ submit: false, submitWaitsFor: null, approve: false, requestChanges: false, dispute: true });
  });

  it('lets the client approve or send back a submitted stage until the revisions are used', () => {
    const document = makeMilestones({ down_payment: { state: 'submitted', revisionsUsed: 3 } });
    const [down, milestone] = document.milestones;
    expect(stageActions(document, down!, 'client')).toMatchObject({ approve: true, requestChanges: true, revisionsExhausted: true, dispute: true });
    expect(stageActions(document, down!, 'engineer')).toMatchObject({ approve: false, requestChanges: false, dispute: true });
    expect(stageActions(document, milestone!, 'client')).toMatchObject({ approve: false, dispute: false });
  });

  it('offers no dispute on a stage paid straight to the engineer, but the review goes on', () => {
    const document = makeMilestones({ down_payment: { state: 'submitted', paidDirectly: true } });
    const down = document.milestones[0]!;
    expect(stageActions(document, down, 'client')).toMatchObject({ approve: true, requestChanges: true, dispute: false });
    expect(stageActions(document, down, 'engineer')).toMatchObject({ dispute: false });
  });

  it('offers nothing on a settled or disputed stage', () => {
    for (const state of ['pending', 'approved', 'disputed', 'resolved'] as const) {
      const document = makeMilestones({ down_payment: { state } });
      const actions = stageActions(document, document.milestones[0]!, 'engineer');
      expect([actions.submit, actions.approve, actions.requestChanges, actions.dispute]).toEqual([false, false, false, false]);
    }
  });

  it("counts the revision requests", () => {
    expect(revisionLabel(1, 3)).toBe('Revision requests: 1 of 3');
  });
});
