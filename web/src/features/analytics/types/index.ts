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

export interface PageViewTotal {
  views: number;
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
}
