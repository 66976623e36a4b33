import { api } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';
import { projectPaymentsTag } from '@/lib/shared-tags';

import type {
  CardDetails,
  ConfirmedPayment,
  Idempotent,
  PaymentConfig,
  PaymentIntent,
  PaymentRecord,
  ProjectPayments,
  ProjectStagePayment,
} from '../types';

/**
 * A payment that went through changes what the plan and project screens show: the subscription (and so the
 * limits and usage), a project's stages, the payment itself.
 */
const PAID_TAGS = [
  { type: 'Subscription', id: 'CURRENT' },
  { type: 'Usage', id: 'CURRENT' },
  'ProjectPayment',
  'Payment',
] as const;

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public: the test provider (our own card form) or Stripe with its publishable key. */
    getPaymentConfig: build.query<PaymentConfig, void>({
      query: () => '/payment-config',
      providesTags: ['PaymentConfig'],
    }),

    /** Test provider only: pays the intent with the card, or asks for authentication (requires_action). */
    confirmPayment: build.mutation<ConfirmedPayment, { clientSecret: string; card: CardDetails } & Idempotent>({
      query: ({ clientSecret, card, idempotencyKey }) => ({
        url: '/payments/confirm',
        method: 'POST',
        body: { clientSecret, card },
        headers: idempotencyHeaders(idempotencyKey),
      }),
      invalidatesTags: (result) => (result?.status === 'succeeded' ? [...PAID_TAGS] : []),
    }),

    /** Test provider only: the outcome of the 3D Secure step. */
    authenticatePayment: build.mutation<ConfirmedPayment, { clientSecret: string; approve: boolean } & Idempotent>({
      query: ({ clientSecret, approve, idempotencyKey }) => ({
        url: '/payments/authenticate',
        method: 'POST',
        body: { clientSecret, approve },
        headers: idempotencyHeaders(idempotencyKey),
      }),
      invalidatesTags: (result) => (result?.status === 'succeeded' ? [...PAID_TAGS] : []),
    }),

    getPayment: build.query<PaymentRecord, string>({
      query: (paymentIntentId) => `/payments/${encodeURIComponent(paymentIntentId)}`,
      providesTags: (_payment, _error, paymentIntentId) => [{ type: 'Payment', id: paymentIntentId }],
    }),

    /** The projects service's milestone actions invalidate this tag too (src/lib/shared-tags.ts). */
    getProjectPayments: build.query<ProjectPayments, number>({
      query: (projectId) => `/project-payments/${projectId}`,
      providesTags: (_payments, _error, projectId) => [projectPaymentsTag(projectId)],
    }),

    /**
     * The payment of one project stage, requested by the payment page while the chosen stage has no client secret.
     * A query keyed by stage and page load: switching back to a stage reuses its secret instead of asking again.
     */
    setUpProjectPayment: build.query<PaymentIntent, ProjectStagePayment & Idempotent>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/create-project-payment',
        method: 'POST',
        body,
        headers: idempotencyHeaders(idempotencyKey),
      }),
    }),
  }),
});

export const {
  useGetPaymentConfigQuery,
  useConfirmPaymentMutation,
  useAuthenticatePaymentMutation,
  useGetPaymentQuery,
  useGetProjectPaymentsQuery,
  useSetUpProjectPaymentQuery,
} = paymentsApi;
