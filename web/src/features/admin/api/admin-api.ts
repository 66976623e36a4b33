import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

import { api } from '@/lib/api-client';
import type { PageParams } from '@/lib/pagination';
import { adminStatsTag, disputesTag, followPaymentsAfter, milestoneChangeTags, pendingEngineersTag } from '@/lib/shared-tags';

import { approvalSent, approvalSettled, rejectionSent, rejectionSettled } from '../stores/approvals-slice';
import type {
  AdminDispute,
  AdminDisputes,
  AdminStats,
  CertificationAttempt,
  EngineerDecisions,
  EngineerProfileSummary,
  PendingEngineersPage,
  PendingEngineersParams,
  RejectEngineerInput,
  ResolveDisputeInput,
} from '../types';
import { statsShowApproval, statsShowRejection } from '../utils/approvals';

// Shared with the live updates (an `admin_update` frame refreshes them).
const STATS = adminStatsTag;
const PENDING_LIST = pendingEngineersTag;
const DISPUTES = disputesTag;

/**
 * What a decision on an application changes: the engineer's profile (its status), the directory and the audit trail;
 * the review's list of certification attempts is asked for again with it.
 */
const decisionTags = (userId: number) => [
  { type: 'Engineer' as const, id: userId },
  { type: 'Engineer' as const, id: 'LIST' },
  { type: 'EngineerDecision' as const, id: userId },
  { type: 'EngineerCertificationAttempt' as const, id: userId },
];

/**
 * After an approval or a rejection, analytics learns of it from Kafka within a second or two: the figures are asked for
 * again after these pauses until they show it, and no more often or longer than this (the dashboard does not poll).
 */
export const APPROVAL_REFRESH_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

interface DecisionFollowUp {
  /** Hides the engineer from the pending lists while analytics catches up (see withApprovalsApplied). */
  sent: (userId: number) => UnknownAction;
  settled: (userId: number) => UnknownAction;
  /** Whether analytics' figures show the decision. */
  shows: (stats: AdminStats, userId: number) => boolean;
}

/**
 * The dashboard hides a decided engineer from the pending lists at once and asks analytics again until its figures
 * show the decision, a few times at most; then the lists come from the server as they now are.
 */
async function followUntilAnalyticsShows(dispatch: Dispatch, userId: number, { sent, settled, shows }: DecisionFollowUp): Promise<void> {
  dispatch(sent(userId));
  let shown = false;
  try {
    for (const delay of APPROVAL_REFRESH_DELAYS_MS) {
      await pause(delay);
      const { data } = await dispatch(adminApi.endpoints.getAdminStats.initiate(undefined, { subscribe: false, forceRefetch: true }));
      if (data && shows(data, userId)) {
        shown = true;
        break;
      }
    }
  } finally {
    dispatch(settled(userId));
    // The full list (and, when analytics is slower than this, the figures) from the server as they now are.
    dispatch(adminApi.util.invalidateTags(shown ? [PENDING_LIST] : [PENDING_LIST, STATS]));
  }
}

/** The admin dashboard (services/analytics/openapi.yaml, admin) and deciding on engineers' applications (services/auth/openapi.yaml). */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, void>({
      query: () => '/admin/stats',
      providesTags: [STATS],
    }),

    /** Every pending application, oldest first. */
    getPendingEngineers: build.query<PendingEngineersPage, PendingEngineersParams>({
      query: ({ page, pageSize, search }) => ({ url: '/admin/pending-engineers', params: { page, pageSize, ...(search ? { search } : {}) } }),
      providesTags: [PENDING_LIST],
    }),

    /** An engineer's profile (the same call as /engineer/{id}): rating and availability, and for admins the application's status. */
    getEngineerProfileSummary: build.query<EngineerProfileSummary, number>({
      query: (userId) => `/engineer-profile/${userId}`,
      providesTags: (_profile, _error, userId) => [{ type: 'Engineer', id: userId }],
    }),

    /** Marks the engineer verified (200: their profile); they may bid from then on. */
    approveEngineer: build.mutation<EngineerProfileSummary, number>({
      query: (userId) => ({ url: `/admin/engineers/${userId}/approve`, method: 'POST' }),
      invalidatesTags: (_profile, error, userId) => (error ? [] : decisionTags(userId)),
      async onQueryStarted(userId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // The dashboard toasts the failure; nothing changed.
        }
        await followUntilAnalyticsShows(dispatch, userId, { sent: approvalSent, settled: approvalSettled, shows: statsShowApproval });
      },
    }),

    /** Turns the application down with a reason the engineer sees (200: their profile); saving their profile re-submits it. */
    rejectEngineer: build.mutation<EngineerProfileSummary, RejectEngineerInput>({
      query: ({ userId, reason }) => ({ url: `/admin/engineers/${userId}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: (_profile, error, { userId }) => (error ? [] : decisionTags(userId)),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // The dialog shows the failure; nothing changed.
        }
        await followUntilAnalyticsShows(dispatch, userId, { sent: rejectionSent, settled: rejectionSettled, shows: statsShowRejection });
      },
    }),

    /** Withdraws a verified engineer's verification with a reason they read (200: their profile): no more bids. */
    revokeEngineer: build.mutation<EngineerProfileSummary, RejectEngineerInput>({
      query: ({ userId, reason }) => ({ url: `/admin/engineers/${userId}/revoke`, method: 'POST', body: { reason } }),
      invalidatesTags: (_profile, error, { userId }) => (error ? [] : decisionTags(userId)),
    }),

    /** The engineer's approvals, rejections and withdrawals, newest first (the audit trail). */
    getEngineerDecisions: build.query<EngineerDecisions, number>({
      query: (userId) => `/admin/engineers/${userId}/decisions`,
      providesTags: (_decisions, _error, userId) => [{ type: 'EngineerDecision', id: userId }],
    }),

    /** The engineer's certification attempts, newest first (what they see of their own in /certification). */
    getEngineerCertificationAttempts: build.query<CertificationAttempt[], number>({
      query: (userId) => `/admin/engineers/${userId}/certification-attempts`,
      providesTags: (_attempts, _error, userId) => [{ type: 'EngineerCertificationAttempt', id: userId }],
    }),

    /** A page of every milestone dispute: open ones first, then resolved; newest first. */
    getDisputes: build.query<AdminDisputes, PageParams>({
      query: ({ page, pageSize }) => ({ url: '/admin/disputes', params: { page, pageSize } }),
      providesTags: [DISPUTES],
    }),

    /**
     * Releases, refunds or splits a disputed stage's held money. The project's milestones and payments change too;
     * billing moves the money a moment later, so its payments are asked for again after a pause or two.
     */
    resolveDispute: build.mutation<AdminDispute, ResolveDisputeInput>({
      query: ({ disputeId, outcome, engineerPercent, note }) => ({
        url: `/admin/disputes/${disputeId}/resolve`,
        method: 'POST',
        body: outcome === 'split' ? { outcome, engineerPercent, note } : { outcome, note },
      }),
      invalidatesTags: (_dispute, _error, { projectId }) => [DISPUTES, ...milestoneChangeTags(projectId)],
      onQueryStarted: ({ projectId }, { dispatch, queryFulfilled }) => followPaymentsAfter(dispatch, projectId, queryFulfilled),
    }),
  }),
});

export const {
  useGetAdminStatsQuery,
  useGetPendingEngineersQuery,
  useGetEngineerProfileSummaryQuery,
  useApproveEngineerMutation,
  useRejectEngineerMutation,
  useRevokeEngineerMutation,
  useGetEngineerDecisionsQuery,
  useGetEngineerCertificationAttemptsQuery,
  useGetDisputesQuery,
  useResolveDisputeMutation,
} = adminApi;
