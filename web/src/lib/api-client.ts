import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * Absolute base URL: a relative '/api' cannot be parsed by `new Request()` under jsdom,
 * and building it from the page origin keeps every call same-origin behind nginx.
 */
export const apiBaseUrl = (): string => `${window.location.origin}/api`;

/**
 * The one RTK Query API of the app. Features add their endpoints with `injectEndpoints`.
 * Data never goes stale on its own (spec section 9): no refetch on focus/reconnect, no polling,
 * no retries, and unused cache entries are kept for the whole session.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    // No window when the build prerenders the landing page in Node (scripts/prerender.mjs); nothing is fetched there.
    baseUrl: typeof window === 'undefined' ? '/api' : apiBaseUrl(),
    credentials: 'include',
    prepareHeaders: (headers) => {
      headers.set('Accept', 'application/json');
      return headers;
    },
  }),
  tagTypes: [
    'MoneyBack',
    'User',
    'Engineer',
    'Review',
    'Certification',
    'Project',
    'Bid',
    'Message',
    'DirectConversation',
    'DirectMessage',
    'Notification',
    'Plan',
    'Subscription',
    'Usage',
    'PaymentConfig',
    'Payment',
    'ProjectPayment',
    'ProjectFile',
    'Milestone',
    'Dispute',
    'AdminStats',
    'PendingEngineer',
    'EngineerDecision',
    'EngineerCertificationAttempt',
    'EmailPreferences',
    'ApiToken',
    'Invitation',
    'Branding',
    'SupportConversation',
    'SupportMessage',
    'SupportStatus',
  ],
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
