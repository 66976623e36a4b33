import { api } from '@/lib/api-client';
import type { CertificationFee } from '@/lib/certification-tracks';
import { idempotencyHeaders } from '@/lib/idempotency';

import type { Idempotent, PaymentIntent } from '../types';

export const certificationFeesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public: the fee of one attempt at each certification track. */
    getCertificationFees: build.query<CertificationFee[], void>({
      query: () => '/certification-fees',
    }),

    /**
     * The fee of one attempt (engineers only), requested when the card form shows; billing gives an unpaid intent of
     * the same track again. A query keyed by the form's showing, like the subscription's first payment.
     */
    setUpCertificationPayment: build.query<PaymentIntent, { track: string } & Idempotent>({
      query: ({ track, idempotencyKey }) => ({
        url: '/certification-payments',
        method: 'POST',
        body: { track },
        headers: idempotencyHeaders(idempotencyKey),
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetCertificationFeesQuery, useSetUpCertificationPaymentQuery } = certificationFeesApi;
