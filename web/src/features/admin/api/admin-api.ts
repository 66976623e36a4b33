import { api } from '@/lib/api-client';

import { approvalSent, approvalSettled } from '../stores/approvals-slice';
import type { AdminStats, EngineerProfileSummary, PendingEngineersPage, PendingEngineersParams } from '../types';
import { statsShowApproval } from '../utils/approvals';

const STATS = { type: 'AdminStats', id: 'CURRENT' } as const;
const PENDING_LIST = { type: 'PendingEngineer', id: 'LIST' } as const;

/**
 * After an approval, analytics learns of it from Kafka within a second or two: the figures are asked for again after
 * these pauses until they show it, and no more often or longer than this (the dashboard does not poll).
 */
export const APPROVAL_REFRESH_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The admin dashboard (services/analytics/openapi.yaml, admin) and approving engineers (services/auth/openapi.yaml). */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, void>({
      query: () => '/admin/stats',
      providesTags: [STATS],
    }),

    /** Every pending application, oldest first. */
    getPendingEngineers: build.query<PendingEngineersPage, PendingEngineersParams>({
      query: ({ page, pageSize }) => ({ url: '/admin/pending-engineers', params: { page, pageSize } }),
      providesTags: [PENDING_LIST],
    }),

    /** The public profile's rating and availability of a verified engineer (the same call as /engineer/{id}). */
    getEngineerProfileSummary: build.query<EngineerProfileSummary, number>({
      query: (userId) => `/engineer-profile/${userId}`,
      providesTags: (_profile, _error, userId) => [{ type: 'Engineer', id: userId }],
    }),

    /** Marks the engineer verified (200: their profile); they may bid from then on. */
    approveEngineer: build.mutation<EngineerProfileSummary, number>({
      query: (userId) => ({ url: `/admin/engineers/${userId}/approve`, method: 'POST' }),
      invalidatesTags: (_profile, error, userId) => (error ? [] : [{ type: 'Engineer', id: userId }, { type: 'Engineer', id: 'LIST' }]),
      async onQueryStarted(userId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // The dashboard toasts the failure; nothing changed.
        }
        // The dashboard hides the engineer from the pending lists at once (see withApprovalsApplied) ...
        dispatch(approvalSent(userId));
        let shown = false;
        try {
          // ... and asks analytics again until its figures show the approval, a few times at most.
          for (const delay of APPROVAL_REFRESH_DELAYS_MS) {
            await pause(delay);
            const { data } = await dispatch(adminApi.endpoints.getAdminStats.initiate(undefined, { subscribe: false, forceRefetch: true }));
            if (data && statsShowApproval(data, userId)) {
              shown = true;
              break;
            }
          }
        } finally {
          dispatch(approvalSettled(userId));
          // The full list (and, when analytics is slower than this, the figures) from the server as they now are.
          dispatch(adminApi.util.invalidateTags(shown ? [PENDING_LIST] : [PENDING_LIST, STATS]));
        }
      },
    }),
  }),
});

export const { useGetAdminStatsQuery, useGetPendingEngineersQuery, useGetEngineerProfileSummaryQuery, useApproveEngineerMutation } = adminApi;
