import type { PageInfo, PageParams } from '@/lib/pagination';

import type { ActivityEntry, AdminDispute, AdminDisputes, AdminStats, CertificationAttempt, EngineerDecision, EngineerEntry, PendingEngineersPage, RecentProject } from '../types';

/** Builders for the admin API's answers in tests. */

/** A pending engineer, user id `userId`, registered on day `userId` of March 2025. */
export function makeEngineerEntry(userId: number, overrides: Partial<EngineerEntry> = {}): EngineerEntry {
  const day = String(((userId - 1) % 28) + 1).padStart(2, '0');
  return {
    userId,
    name: `Engineer Number${userId}`,
    username: `eng${userId}`,
    registeredAt: `2025-03-${day}T10:00:00Z`,
    verifiedAt: null,
    completedProjects: 0,
    ...overrides,
  };
}

/** `count` pending engineers, oldest first, with ids from `firstId`. */
export function makePendingEngineers(count: number, firstId = 101): EngineerEntry[] {
  return Array.from({ length: count }, (_, index) => makeEngineerEntry(firstId + index));
}

export function makeVerifiedEngineer(userId: number, overrides: Partial<EngineerEntry> = {}): EngineerEntry {
  return makeEngineerEntry(userId, { verifiedAt: '2025-04-01T09:00:00Z', ...overrides });
}

export function makeRecentProject(id: number, overrides: Partial<RecentProject> = {}): RecentProject {
  return {
    id,
    title: `Project ${id}`,
    cabinetType: 'Kitchen Cabinets',
    budgetRange: '$2,500 - $5,000',
    timeline: '2-4 weeks',
    status: 'posted',
    postedAt: '2025-03-04T10:00:00Z',
    ...overrides,
  };
}

export function makeActivity(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return { kind: 'signup', text: 'Ada Byron joined as an engineer', occurredAt: '2025-03-04T10:00:00Z', ...overrides };
}

/**
 * GET /api/admin/stats: 3 engineers waiting (Ada Byron the longest), 2 verified, 20 projects of which 4 are in
 * progress and 7 completed.
 */
export function makeStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    activeEngineers: 12,
    activeProjects: 4,
    totalProjects: 20,
    completionRate: 35,
    pendingEngineers: {
      count: 3,
      first: [
        makeEngineerEntry(21, { name: 'Ada Byron', username: 'ada', registeredAt: '2025-03-04T10:00:00Z' }),
        makeEngineerEntry(22, { name: '', username: 'grace_h' }),
        makeEngineerEntry(23, { name: '', username: '' }),
      ],
    },
    verifiedEngineers: [
      makeVerifiedEngineer(31, { name: 'Linus Lathe', username: 'linus', completedProjects: 1 }),
      makeVerifiedEngineer(32, { name: 'Mira Mortise', username: 'mira', completedProjects: 3 }),
    ],
    recentProjects: [
      makeRecentProject(41, { title: 'Shaker kitchen', status: 'in_progress' }),
      makeRecentProject(42, { title: 'Walnut vanity', cabinetType: 'Bathroom Vanity', budgetRange: '$1,000 - $2,500', timeline: null, status: 'completed' }),
    ],
    recentActivity: [
      makeActivity({ kind: 'approval', text: 'Mira Mortise was approved' }),
      makeActivity({ kind: 'payment', text: 'Jane Carver paid $1,250.00 for Shaker kitchen' }),
    ],
    ...overrides,
  };
}

/** The stats with nothing in them yet. */
export function makeEmptyStats(): AdminStats {
  return {
    activeEngineers: 0,
    activeProjects: 0,
    totalProjects: 0,
    completionRate: 0,
    pendingEngineers: { count: 0, first: [] },
    verifiedEngineers: [],
    recentProjects: [],
    recentActivity: [],
  };
}

/** The ?page= and ?pageSize= a stubbed request asks for (1 and 20 when absent, as the services read them). */
export function pageParams(request: Request): PageParams {
  const params = new URL(request.url).searchParams;
  return { page: Number(params.get('page') ?? 1), pageSize: Number(params.get('pageSize') ?? 20) };
}

/** Page `page` of `all`, `pageSize` a page, with the paging members of the server's answer. */
export function pageSlice<T>(all: readonly T[], { page, pageSize }: PageParams): PageInfo & { items: T[] } {
  return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize };
}

/** GET /api/admin/pending-engineers?page=&pageSize= over `all` applications. */
export function pageOf(all: readonly EngineerEntry[], page: number, pageSize: number): PendingEngineersPage {
  const { items, ...info } = pageSlice(all, { page, pageSize });
  return { engineers: items, ...info };
}

/** The public profile (GET /api/engineer-profile/{id}) as far as the dashboard reads it, with the rest a profile has. */
export function makePublicProfile(userId: number, overrides: { rating?: string; availability?: string; completedProjects?: number } = {}) {
  return {
    userId,
    user: { id: userId, username: `eng${userId}`, firstName: 'Some', lastName: 'Engineer', location: null, profileImage: null, createdAt: '2025-01-01T00:00:00Z' },
    bio: '',
    hourlyRate: 75,
    rating: overrides.rating ?? '4.8',
    reviewCount: 4,
    availability: overrides.availability ?? 'Available now',
    completedProjects: overrides.completedProjects ?? 0,
    isVerified: true,
    certificationStatus: 'pending' as const,
  };
}

/** One entry of GET /api/admin/engineers/{id}/decisions: a rejection by the admin 'admin' unless told otherwise. */
export function makeDecision(overrides: Partial<EngineerDecision> = {}): EngineerDecision {
  return {
    decision: 'rejected',
    reason: 'Please add portfolio images.',
    admin: { id: 1, username: 'admin' },
    decidedAt: '2025-03-05T10:00:00Z',
    ...overrides,
  };
}

/**
 * One entry of GET /api/admin/engineers/{id}/certification-attempts: a failed attempt (6/10) started on Mar 1, 2025
 * unless told otherwise; the percentage and `passed` follow the score and status given.
 */
export function makeAttempt(overrides: Partial<CertificationAttempt> = {}): CertificationAttempt {
  const attempt: CertificationAttempt = {
    id: 1,
    status: 'failed',
    score: 6,
    totalQuestions: 10,
    percentage: null,
    passed: null,
    startedAt: '2025-03-01T10:00:00Z',
    submittedAt: '2025-03-01T10:20:00Z',
    ...overrides,
  };
  return {
    ...attempt,
    percentage: overrides.percentage !== undefined ? overrides.percentage : attempt.score == null ? null : Math.round((100 * attempt.score) / attempt.totalQuestions),
    passed: overrides.passed !== undefined ? overrides.passed : attempt.status === 'passed',
  };
}

/** GET /api/admin/disputes entries: an open one by a client, and one an admin split 60/40. */
export function makeDispute(overrides: Partial<AdminDispute> = {}): AdminDispute {
  return {
    id: 5,
    projectId: 41,
    projectTitle: 'Shaker kitchen with island',
    stage: 'final_payment',
    openedBy: { id: 3, username: 'jcarver', firstName: 'Jane', lastName: 'Carver', role: 'client' },
    reason: 'The final DXFs were never delivered.',
    openedAt: '2026-11-25T10:00:00Z',
    outcome: null,
    engineerPercent: null,
    note: null,
    resolvedAt: null,
    ...overrides,
  };
}

/** GET /api/admin/disputes?page=&pageSize= over `all` disputes, in the order given (page 1 without a request). */
export function disputesPageOf(all: readonly AdminDispute[], request?: Request): AdminDisputes {
  const { items, ...info } = pageSlice(all, request ? pageParams(request) : { page: 1, pageSize: 20 });
  return { disputes: items, openCount: all.filter((dispute) => dispute.outcome === null).length, ...info };
}

export function makeResolvedDispute(overrides: Partial<AdminDispute> = {}): AdminDispute {
  return makeDispute({
    id: 4,
    projectId: 39,
    projectTitle: 'Bathroom vanity',
    stage: 'milestone',
    openedBy: { id: 12, username: 'ada', firstName: 'Ada', lastName: 'Byron', role: 'engineer' },
    reason: 'The client stopped answering.',
    openedAt: '2026-11-10T10:00:00Z',
    outcome: 'split',
    engineerPercent: 60,
    note: 'Most of the design was delivered.',
    resolvedAt: '2026-11-12T10:00:00Z',
    ...overrides,
  });
}
