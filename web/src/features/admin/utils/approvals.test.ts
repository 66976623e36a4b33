// @vitest-environment node
import { makeEngineerEntry, makePendingEngineers, makeStats, makeVerifiedEngineer, pageOf } from '../testing/fixtures';
import { statsShowApproval, statsShowRejection, withApprovalsApplied, withApprovalsAppliedToPage, withRejectionsApplied } from './approvals';

describe('approvals on their way to analytics', () => {
  const stats = makeStats(); // 3 pending (21, 22, 23), 12 active engineers, 31 and 32 verified

  it('knows analytics shows an approval once the engineer is among the verified', () => {
    expect(statsShowApproval(stats, 31)).toBe(true);
    expect(statsShowApproval(stats, 21)).toBe(false);
  });

  it('takes an approved engineer off the pending list and its count, and adds them to the active engineers', () => {
    const shown = withApprovalsApplied(stats, [21]);
    expect(shown.pendingEngineers.first.map((engineer) => engineer.userId)).toEqual([22, 23]);
    expect(shown.pendingEngineers.count).toBe(2);
    expect(shown.activeEngineers).toBe(13);
    expect(shown.verifiedEngineers).toBe(stats.verifiedEngineers);
  });

  it('counts an approval from the full list (not among the first 5) out of the pending count', () => {
    const shown = withApprovalsApplied(makeStats({ pendingEngineers: { count: 9, first: stats.pendingEngineers.first } }), [108]);
    expect(shown.pendingEngineers.first).toHaveLength(3);
    expect(shown.pendingEngineers.count).toBe(8);
  });

  it('changes nothing for approvals the figures already show, or without approvals', () => {
    const learnt = makeStats({
      activeEngineers: 13,
      pendingEngineers: { count: 2, first: stats.pendingEngineers.first.slice(1) },
      verifiedEngineers: [makeVerifiedEngineer(21), ...stats.verifiedEngineers],
    });
    expect(withApprovalsApplied(learnt, [21])).toBe(learnt);
    expect(withApprovalsApplied(stats, [])).toBe(stats);
  });

  it('never counts fewer pending than it lists', () => {
    const shown = withApprovalsApplied(makeStats({ pendingEngineers: { count: 1, first: [makeEngineerEntry(5), makeEngineerEntry(6)] } }), [7, 8]);
    expect(shown.pendingEngineers.count).toBe(2);
  });

  it('takes approved engineers off a page of the full list and its total', () => {
    const page = pageOf(makePendingEngineers(25), 1, 20);
    const shown = withApprovalsAppliedToPage(page, [101, 105, 999]);
    expect(shown.engineers).toHaveLength(18);
    expect(shown.engineers.some((engineer) => engineer.userId === 101)).toBe(false);
    expect(shown.total).toBe(23);
    expect(withApprovalsAppliedToPage(page, [999])).toBe(page);
  });

  it('knows analytics shows a rejection once the engineer is no longer among the first pending', () => {
    expect(statsShowRejection(stats, 21)).toBe(false);
    expect(statsShowRejection(makeStats({ pendingEngineers: { count: 2, first: stats.pendingEngineers.first.slice(1) } }), 21)).toBe(true);
  });

  it('takes a rejected engineer off the pending list and its count, without adding them to the active engineers', () => {
    const shown = withRejectionsApplied(stats, [22]);
    expect(shown.pendingEngineers.first.map((engineer) => engineer.userId)).toEqual([21, 23]);
    expect(shown.pendingEngineers.count).toBe(2);
    expect(shown.activeEngineers).toBe(12);
    expect(withRejectionsApplied(stats, [999])).toBe(stats);
    expect(withRejectionsApplied(stats, [])).toBe(stats);
  });
});
