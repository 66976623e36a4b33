import { skipToken } from '@reduxjs/toolkit/query/react';

import { ANALYTICS_REFRESH_MS, ANALYTICS_TOP_PAGES, ANALYTICS_TREND_DAYS } from '@/config/constants';
import { errorStatus, serverMessage } from '@/lib/errors';

import {
  useGetDailySignupsQuery,
  useGetMarketplaceMetricsQuery,
  useGetPageViewTotalQuery,
  useGetSignupsBySourceQuery,
  useGetSignupTotalsQuery,
  useGetTopPagesQuery,
} from '../api/analytics-api';
import type { DateRange } from '../types';

/**
 * Spec section 9: analytics is the one screen that refreshes by itself, every 30 seconds. Coming back to the page
 * after longer than that asks again at once instead of showing the old figures until the next poll.
 */
const LIVE = { pollingInterval: ANALYTICS_REFRESH_MS, refetchOnMountOrArgChange: ANALYTICS_REFRESH_MS / 1000 } as const;

interface QueryState {
  currentData?: unknown;
  error?: unknown;
  isError: boolean;
  fulfilledTimeStamp?: number;
}

/**
 * Every report of /analytics. `range` null (a date not picked) skips the range's reports. Figures are those of the
 * current range only (`currentData`): while another range loads, the previous range's numbers are not shown.
 */
export function useAnalyticsReports(range: DateRange | null) {
  const signups = useGetSignupTotalsQuery(range ?? skipToken, LIVE);
  const pageViewTotal = useGetPageViewTotalQuery(range ?? skipToken, LIVE);
  const marketplace = useGetMarketplaceMetricsQuery(range ?? skipToken, LIVE);
  const topPages = useGetTopPagesQuery(range ? { ...range, limit: ANALYTICS_TOP_PAGES } : skipToken, LIVE);
  const sources = useGetSignupsBySourceQuery(undefined, LIVE);
  const daily = useGetDailySignupsQuery(ANALYTICS_TREND_DAYS, LIVE);

  const all: QueryState[] = [signups, pageViewTotal, marketplace, topPages, sources, daily];
  const stamps = all.filter((query) => query.currentData !== undefined).map((query) => query.fulfilledTimeStamp ?? 0);
  const lastUpdated = stamps.length > 0 ? Math.max(...stamps) : null;

  // A malformed range (or an end before the start) is refused with 400 by each of the range's reports alike.
  const refusedRange = [signups, pageViewTotal, marketplace, topPages].find((query) => errorStatus(query.error) === 400);
  const rangeError = refusedRange ? (serverMessage(refusedRange.error) ?? 'This date range is not valid.') : null;

  return {
    signups,
    pageViewTotal,
    marketplace,
    topPages,
    sources,
    daily,
    rangeError,
    /** When the figures on screen were last fetched (ms since the epoch); null before the first answer. */
    lastUpdated,
    /** A refresh failed while older figures stay on screen. */
    refreshFailed: all.some((query) => query.isError && query.currentData !== undefined),
  };
}

export type AnalyticsReports = ReturnType<typeof useAnalyticsReports>;
