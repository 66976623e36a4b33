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

/** GET /api/my-analytics for an engineer (services/analytics/openapi.yaml): money in cents, months `YYYY-MM`. */
export interface EngineerAnalytics {
  role: 'engineer';
  start: string;
  end: string;
  /** Distinct viewers of the engineer's profile, once per viewer and UTC day, every day of the range. */
  profileViews: { total: number; days: { date: string; views: number }[] };
  /** Distinct viewers shown the engineer's card in the directory, once per viewer and UTC day, every day of the range. */
  directoryAppearances: { total: number; days: { date: string; appearances: number }[] };
  /** Placed in the range; won: of those, accepted; winRate a percent with one decimal, null without bids. */
  bids: { placed: number; won: number; winRate: number | null };
  earnings: { month: string; releasedCents: number }[];
  /** averageRating: that month's; overallRating: every review up to the month's end. */
  ratings: { month: string; reviews: number; averageRating: number | null; overallRating: number | null }[];
  averageRating: number | null;
}

export interface ClientProjectFigures {
  projectId: number;
  title: string;
  budgetRange: string;
  postedAt: string;
  bids: number;
  averageBidCents: number | null;
  secondsToFirstBid: number | null;
}

/** GET /api/my-analytics for a client. */
export interface ClientAnalytics {
  role: 'client';
  start: string;
  end: string;
  projectsPosted: number;
  projects: ClientProjectFigures[];
  bidsAgainstBudget: { averageBidCents: number | null; below: number; within: number; above: number };
  medianSecondsToFirstBid: number | null;
  /** heldCents: still in escrow at the month's end. */
  money: { month: string; paidCents: number; releasedCents: number; refundedCents: number; heldCents: number }[];
}

export type MyAnalytics = EngineerAnalytics | ClientAnalytics;
