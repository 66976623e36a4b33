import type { DailySignups, MarketplaceMetrics, PageViews, SignupTotals, SourceCounts } from '../types';

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
