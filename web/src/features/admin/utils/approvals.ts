import type { AdminStats, PendingEngineersPage } from '../types';

/** Whether analytics' figures already show the approval: the engineer is among the most recently verified. */
export function statsShowApproval(stats: AdminStats, userId: number): boolean {
  return stats.verifiedEngineers.some((engineer) => engineer.userId === userId);
}

/**
 * The figures as they will be once analytics learns of the approvals it has not shown yet: the engineers leave the
 * pending list and its count and join the active engineers. Approvals the figures already show change nothing.
 */
export function withApprovalsApplied(stats: AdminStats, approvedIds: readonly number[]): AdminStats {
  const unseen = approvedIds.filter((userId) => !statsShowApproval(stats, userId));
  if (unseen.length === 0) return stats;
  const first = stats.pendingEngineers.first.filter((engineer) => !unseen.includes(engineer.userId));
  return {
    ...stats,
    activeEngineers: stats.activeEngineers + unseen.length,
    pendingEngineers: { count: Math.max(first.length, stats.pendingEngineers.count - unseen.length), first },
  };
}

/** A page of pending applications without the engineers just approved or rejected (the total drops by those it held). */
export function withApprovalsAppliedToPage(page: PendingEngineersPage, decidedIds: readonly number[]): PendingEngineersPage {
  const engineers = page.engineers.filter((engineer) => !decidedIds.includes(engineer.userId));
  const removed = page.engineers.length - engineers.length;
  return removed === 0 ? page : { ...page, engineers, total: Math.max(engineers.length, page.total - removed) };
}

/**
 * Whether analytics' figures already show the rejection: the engineer is no longer among the applications waiting
 * longest. (One rejected from further down the full list is not in those figures either way.)
 */
export function statsShowRejection(stats: AdminStats, userId: number): boolean {
  return !stats.pendingEngineers.first.some((engineer) => engineer.userId === userId);
}

/**
 * The figures as they will be once analytics learns of the rejections it still lists: those engineers leave the
 * pending list and its count (they do not join the active engineers).
 */
export function withRejectionsApplied(stats: AdminStats, rejectedIds: readonly number[]): AdminStats {
  const unseen = rejectedIds.filter((userId) => !statsShowRejection(stats, userId));
  if (unseen.length === 0) return stats;
  const first = stats.pendingEngineers.first.filter((engineer) => !unseen.includes(engineer.userId));
  return { ...stats, pendingEngineers: { count: Math.max(first.length, stats.pendingEngineers.count - unseen.length), first } };
}
