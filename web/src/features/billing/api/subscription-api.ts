import { api } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';
import type { AppThunkDispatch } from '@/lib/store-types';

import type { Idempotent, MoneyBack, PaymentIntent, PlanPurchase, Subscription, UsageStats } from '../types';

const SUBSCRIPTION = { type: 'Subscription', id: 'CURRENT' } as const;
const USAGE = { type: 'Usage', id: 'CURRENT' } as const;
const MONEY_BACK = { type: 'MoneyBack', id: 'CURRENT' } as const;

/** One period of a plan bought without renewal (POST /api/create-payment-intent). */
export interface PlanPeriodPurchase extends PlanPurchase {
  /** The plan's price in dollars; anything else is a 400. */
  amount: number;
}

export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptionStatus: build.query<Subscription, void>({
      query: () => '/subscription-status',
      providesTags: [SUBSCRIPTION],
    }),

    getUsageStats: build.query<UsageStats, void>({
      query: () => '/usage-stats',
      providesTags: [USAGE],
    }),

    /** Sets cancel-at-period-end; the answer is the new status, written straight into its cache entry. */
    cancelSubscription: build.mutation<Subscription, Idempotent>({
      query: ({ idempotencyKey }) => ({ url: '/cancel-subscription', method: 'POST', headers: idempotencyHeaders(idempotencyKey) }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeSubscription(dispatch, queryFulfilled),
    }),

    reactivateSubscription: build.mutation<Subscription, Idempotent>({
      query: ({ idempotencyKey }) => ({ url: '/reactivate-subscription', method: 'POST', headers: idempotencyHeaders(idempotencyKey) }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeSubscription(dispatch, queryFulfilled),
    }),

    getMoneyBack: build.query<MoneyBack, void>({
      query: () => '/refund-subscription',
      providesTags: [MONEY_BACK],
    }),

    /** Refunds the latest plan payment and ends the plan at once; the answer is the new (starter) status. */
    refundSubscription: build.mutation<Subscription, Idempotent>({
      query: ({ idempotencyKey }) => ({ url: '/refund-subscription', method: 'POST', headers: idempotencyHeaders(idempotencyKey) }),
      invalidatesTags: [MONEY_BACK],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeSubscription(dispatch, queryFulfilled),
    }),

    /**
     * The subscription's first payment, requested when /subscribe loads. A query (not a mutation) so that it runs
     * once per page load: the key is made once per load, and the answer is dropped when the page is left.
     */
    setUpSubscription: build.query<PaymentIntent, PlanPurchase & Idempotent>({
      query: ({ plan, billingCycle, idempotencyKey }) => ({
        url: '/get-or-create-subscription',
        method: 'POST',
        body: { plan, billingCycle },
        headers: idempotencyHeaders(idempotencyKey),
      }),
      keepUnusedDataFor: 0,
    }),

    /** The payment of one plan period, requested when /checkout loads (see setUpSubscription). */
    setUpPlanPeriodPayment: build.query<PaymentIntent, PlanPeriodPurchase & Idempotent>({
      query: ({ amount, plan, billingCycle, idempotencyKey }) => ({
        url: '/create-payment-intent',
        method: 'POST',
        body: { amount, plan, billingCycle },
        headers: idempotencyHeaders(idempotencyKey),
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

/** Cancel, reactivate and refund answer the new status: it replaces the cached one, so the page needs no refetch. */
async function storeSubscription(dispatch: AppThunkDispatch, answer: Promise<{ data: Subscription }>): Promise<void> {
  try {
    const { data } = await answer;
    dispatch(subscriptionApi.util.upsertQueryData('getSubscriptionStatus', undefined, data));
  } catch {
    // The caller's toast reports the failure.
  }
}

export const {
  useGetSubscriptionStatusQuery,
  useGetUsageStatsQuery,
  useCancelSubscriptionMutation,
  useReactivateSubscriptionMutation,
  useGetMoneyBackQuery,
  useRefundSubscriptionMutation,
  useSetUpSubscriptionQuery,
  useSetUpPlanPeriodPaymentQuery,
} = subscriptionApi;
