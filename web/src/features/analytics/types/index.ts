/** Signups counted by the analytics service (services/analytics/openapi.yaml); `total` = `clients` + `engineers`. */
export interface SignupCounts {
  total: number;
  clients: number;
  engineers: number;
}

/** GET /api/analytics/signups: the range's signups and the welcome e-mails actually sent in it. */
export interface SignupTotals extends SignupCounts {
  welcomeEmailsSent: number;
}

/** One signup source: the campaign tag given at registration, null when none was given ('Direct'). */
export interface SourceCounts {
  source: string | null;
  count: number;
  clients: number;
  engineers: number;
}

/** One UTC day of signups; `date` is `YYYY-MM-DD`. */
export interface DailySignups extends SignupCounts {
  date: string;
}

export interface PageViews {
  page: string;
  views: number;
}

/** GET /api/analytics/page-view-total: every view of the range, and the distinct visitors who sent them. */
export interface PageViewTotal {
  views: number;
  uniqueVisitors: number;
}

/**
 * GET /api/admin/marketplace-metrics: what an operator looks at first over the range. acceptRate is the percent of
 * the range's projects with an accepted bid (one decimal), null without projects; money in cents, held at the end.
 */
export interface MarketplaceMetrics {
  projectsPosted: number;
  projectsWithAcceptedBid: number;
  acceptRate: number | null;
  bidsPlaced: number;
  paidInCents: number;
  heldCents: number;
  releasedCents: number;
  refundedCents: number;
}

/** A UTC day range, both days included, as `YYYY-MM-DD`. */
export interface DateRange {
  start: string;
  end: string;
}

export interface PageView {
  /** The route's path, without query string or fragment. */
  page: string;
  sessionId: string;
  /** The browser's anonymous visitor id (localStorage). */
  visitorId?: string;
}
