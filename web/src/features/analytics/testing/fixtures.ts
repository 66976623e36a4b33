import type { ClientAnalytics, DailySignups, EngineerAnalytics, MarketplaceMetrics, PageViews, SignupTotals, SourceCounts } from '../types';

/** GET /api/analytics/signups: 40 signups, 30 of them clients; 38 welcome e-mails went out. */
export function makeSignupCounts(overrides: Partial<SignupTotals> = {}): SignupTotals {
  return { total: 40, clients: 30, engineers: 10, welcomeEmailsSent: 38, ...overrides };
}

/** GET /api/analytics/signups-by-source: the most signups first, null (no source) among them. */
export function makeSources(): SourceCounts[] {
  return [
    { source: 'newsletter', count: 20, clients: 15, engineers: 5 },
    { source: null, count: 12, clients: 8, engineers: 4 },
    { source: 'linkedin', count: 3, clients: 1, engineers: 2 },
  ];
}

/**
 * GET /api/analytics/daily-signups?days={days}: one entry per UTC day up to `lastDay`, oldest first; day n (from 1)
 * has n signups, so every day's figures differ.
 */
export function makeDailySignups(days = 30, lastDay = '2026-11-23'): DailySignups[] {
  const last = new Date(`${lastDay}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(last);
    date.setUTCDate(last.getUTCDate() - (days - 1 - index));
    const total = index + 1;
    const engineers = Math.floor(total / 3);
    return { date: date.toISOString().slice(0, 10), total, clients: total - engineers, engineers };
  });
}

/** GET /api/analytics/page-views: `count` pages, the most viewed first. */
export function makeTopPages(count = 8): PageViews[] {
  const pages = ['/', '/engineers', '/how-it-works', '/auth', '/premium-plans', '/dashboard', '/help', '/contact', '/file-formats', '/get-certified'];
  return pages.slice(0, count).map((page, index) => ({ page, views: 1000 - index * 100 }));
}

/** GET /api/admin/marketplace-metrics: 12 projects posted, 9 of them with an accepted bid; money in cents. */
export function makeMarketplaceMetrics(overrides: Partial<MarketplaceMetrics> = {}): MarketplaceMetrics {
  return {
    projectsPosted: 12,
    projectsWithAcceptedBid: 9,
    acceptRate: 75,
    bidsPlaced: 41,
    paidInCents: 1_840_000,
    heldCents: 960_000,
    releasedCents: 880_000,
    refundedCents: 12_550,
    ...overrides,
  };
}

/** GET /api/my-analytics for an engineer: three days, 3 profile viewers, 12 directory appearances, 4 bids of which 1 won, two months. */
export function makeEngineerAnalytics(overrides: Partial<EngineerAnalytics> = {}): EngineerAnalytics {
  return {
    role: 'engineer',
    start: '2026-10-30',
    end: '2026-11-01',
    profileViews: {
      total: 3,
      days: [
        { date: '2026-10-30', views: 0 },
        { date: '2026-10-31', views: 1 },
        { date: '2026-11-01', views: 2 },
      ],
    },
    directoryAppearances: {
      total: 12,
      days: [
        { date: '2026-10-30', appearances: 5 },
        { date: '2026-10-31', appearances: 0 },
        { date: '2026-11-01', appearances: 7 },
      ],
    },
    bids: { placed: 4, won: 1, winRate: 25 },
    earnings: [
      { month: '2026-10', releasedCents: 0 },
      { month: '2026-11', releasedCents: 75000 },
    ],
    ratings: [
      { month: '2026-10', reviews: 0, averageRating: null, overallRating: 4 },
      { month: '2026-11', reviews: 2, averageRating: 4.5, overallRating: 4.33 },
    ],
    averageRating: 4.33,
    ...overrides,
  };
}

/** GET /api/my-analytics for a client: two projects (one with two bids), a stage of $750.00 paid and held. */
export function makeClientAnalytics(overrides: Partial<ClientAnalytics> = {}): ClientAnalytics {
  return {
    role: 'client',
    start: '2026-11-01',
    end: '2026-11-30',
    projectsPosted: 2,
    projects: [
      { projectId: 8, title: 'Walnut vanity', budgetRange: '$500 - $1,000', postedAt: '2026-11-20T10:00:00Z', bids: 0, averageBidCents: null, secondsToFirstBid: null },
      { projectId: 7, title: 'Oak kitchen', budgetRange: '$1,000 - $2,500', postedAt: '2026-11-02T10:00:00Z', bids: 2, averageBidCents: 225000, secondsToFirstBid: 12000 },
    ],
    bidsAgainstBudget: { averageBidCents: 225000, below: 0, within: 1, above: 1 },
    medianSecondsToFirstBid: 12000,
    money: [{ month: '2026-11', paidCents: 75000, releasedCents: 0, refundedCents: 0, heldCents: 75000 }],
    ...overrides,
  };
}
