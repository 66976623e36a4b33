import { api } from '@/lib/api-client';

import type { DailySignups, DateRange, MarketplaceMetrics, MyAnalytics, PageView, PageViews, PageViewTotal, SignupTotals, SourceCounts } from '../types';

/**
 * The admin's analytics (services/analytics/openapi.yaml), a member's own figures and the page-view beacon every
 * page sends.
 * The reports are polled by the page (spec section 9: analytics is the one screen that refreshes on its own),
 * so they need no tags.
 */
export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSignupTotals: build.query<SignupTotals, DateRange>({
      query: ({ start, end }) => ({ url: '/analytics/signups', params: { start, end } }),
    }),

    /** All signups ever, by source; not limited to the chosen range (the service offers no range here). */
    getSignupsBySource: build.query<SourceCounts[], void>({
      query: () => '/analytics/signups-by-source',
    }),

    /** Exactly `days` UTC days up to today, oldest first. */
    getDailySignups: build.query<DailySignups[], number>({
      query: (days) => ({ url: '/analytics/daily-signups', params: { days } }),
    }),

    /** The most viewed pages first. */
    getTopPages: build.query<PageViews[], DateRange & { limit: number }>({
      query: ({ start, end, limit }) => ({ url: '/analytics/page-views', params: { start, end, limit } }),
    }),

    /** Every view in the range and its unique visitors: the conversion rate's denominator. */
    getPageViewTotal: build.query<PageViewTotal, DateRange>({
      query: ({ start, end }) => ({ url: '/analytics/page-view-total', params: { start, end } }),
    }),

    /** Projects posted, bids, accept rate and the money paid in, held and released over the range. */
    getMarketplaceMetrics: build.query<MarketplaceMetrics, DateRange>({
      query: ({ start, end }) => ({ url: '/admin/marketplace-metrics', params: { start, end } }),
    }),

    /** The signed-in client's or engineer's own figures over the range (professional plans and up). */
    getMyAnalytics: build.query<MyAnalytics, DateRange>({
      query: ({ start, end }) => ({ url: '/my-analytics', params: { start, end } }),
    }),

    /**
     * Counts one view (public). The service answers 204 without a body: the answer is read as text unless it says
     * it is JSON (an error), so an empty body is not a parsing error.
     */
    trackPageView: build.mutation<void, PageView>({
      query: (body) => ({ url: '/track-page-view', method: 'POST', body, responseHandler: 'content-type' }),
      transformResponse: () => undefined,
    }),
  }),
});

export const {
  useGetSignupTotalsQuery,
  useGetSignupsBySourceQuery,
  useGetDailySignupsQuery,
  useGetTopPagesQuery,
  useGetPageViewTotalQuery,
  useGetMarketplaceMetricsQuery,
  useGetMyAnalyticsQuery,
  useTrackPageViewMutation,
} = analyticsApi;
