import type { BadgeTone } from '@/components/ui/badge';
import { splitIntoStages, toCents } from '@/lib/money';

import type { Milestone, MilestoneState, ProjectMilestones } from '../types';

export const MILESTONE_STATE_LABELS: Record<MilestoneState, string> = {
  pending: 'Pending',
  funded: 'Funded',
  submitted: 'Submitted',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  disputed: 'Disputed',
  resolved: 'Resolved',
};

export const MILESTONE_STATE_TONES: Record<MilestoneState, BadgeTone> = {
  pending: 'slate',
  funded: 'blue',
  submitted: 'amber',
  changes_requested: 'amber',
  approved: 'green',
  disputed: 'red',
  resolved: 'slate',
};

/** The viewer's part in the review loop. */
/** The client and the assigned engineer act on the stages; an admin deciding a dispute only reads them. */
export type MilestoneRole = 'client' | 'engineer' | 'admin';

/** A stage whose money is settled: the next stage may be submitted. */
export const isClosed = (milestone: Pick<Milestone, 'state'>): boolean => milestone.state === 'approved' || milestone.state === 'resolved';

/** The stage before this one, if any. */
export function previousStage(document: ProjectMilestones, milestone: Milestone): Milestone | null {
  return document.milestones.find((other) => other.position === milestone.position - 1) ?? null;
}

/** What the viewer may do on a stage now; the server checks each again. */
export interface StageActions {
  submit: boolean;
  /** Submitting waits for the previous stage to be approved. */
  submitWaitsFor: Milestone | null;
  approve: boolean;
  requestChanges: boolean;
  /** Every revision request is used: the request button is disabled. */
  revisionsExhausted: boolean;
  dispute: boolean;
}

export function stageActions(document: ProjectMilestones, milestone: Milestone, role: MilestoneRole): StageActions {
  const { state } = milestone;
  const previous = previousStage(document, milestone);
  const submittable = role === 'engineer' && (state === 'funded' || state === 'changes_requested');
  const previousOpen = previous !== null && !isClosed(previous);
  return {
    submit: submittable && !previousOpen,
    submitWaitsFor: submittable && previousOpen ? previous : null,
    approve: role === 'client' && state === 'submitted',
    requestChanges: role === 'client' && state === 'submitted',
    revisionsExhausted: milestone.revisionsUsed >= document.maxRevisions,
    // A stage paid straight to the engineer holds no money to dispute (the server answers 409 not_in_escrow).
    dispute: role !== 'admin' && !milestone.paidDirectly && (state === 'funded' || state === 'submitted' || state === 'changes_requested'),
  };
}

/** 'Revision requests: 1 of 3'. */
export function revisionLabel(used: number, max: number): string {
  return `Revision requests: ${used} of ${max}`;
}

/** What the request button reads once every revision request is used (spec section 4, the server's 409 says the same). */
export const MILESTONE_REVISIONS_REACHED = 'Maximum Revisions Reached';

/** A stage's money: not paid yet, paid and held in escrow, or out of escrow (approved, or a dispute settled). */
export type StageMoney = 'unpaid' | 'held' | 'settled';

export function stageMoney(milestone: Pick<Milestone, 'state'>): StageMoney {
  if (milestone.state === 'pending') return 'unpaid';
  return isClosed(milestone) ? 'settled' : 'held';
}

export interface OpenStage {
  stage: Milestone['stage'];
  money: Exclude<StageMoney, 'settled'>;
  /** The stage's share of the accepted bid, in cents (null when the amount is unknown). */
  cents: number | null;
}

/** The stages whose money is still unpaid or held, with their share of the accepted bid (billing's 50 / 30 / 20). */
export function openStages(document: Pick<ProjectMilestones, 'milestones'>, finalAmount: string | null): OpenStage[] {
  const total = finalAmount ? toCents(finalAmount) : null;
  const split = total === null ? null : splitIntoStages(total);
  const share = { down_payment: split?.downPayment, milestone: split?.milestone, final_payment: split?.finalPayment };
  return document.milestones.flatMap((milestone) => {
    const money = stageMoney(milestone);
    return money === 'settled' ? [] : [{ stage: milestone.stage, money, cents: share[milestone.stage] ?? null }];
  });
}

/** The client may mark the project completed only once the final delivery is approved (or its dispute settled). */
export function finalStageClosed(document: Pick<ProjectMilestones, 'milestones'>): boolean {
  const last = document.milestones.find((milestone) => milestone.stage === 'final_payment');
  return last !== undefined && isClosed(last);
}
