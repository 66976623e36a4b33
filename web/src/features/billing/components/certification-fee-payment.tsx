import { useState } from 'react';

import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { newIdempotencyKey } from '@/lib/idempotency';

import { useSetUpCertificationPaymentQuery } from '../api/certification-fees-api';
import type { PaymentReturn } from '../utils/payment-return';
import { PaymentForm } from './payment-form';

export interface CertificationFeePaymentProps {
  track: { id: string; title: string };
  /** Where the payer goes once paid (the track's page, which then waits for the attempt). */
  returnPath: string;
}

/**
 * One attempt at a certification track: the fee's intent (POST /api/certification-payments, once per showing) paid
 * with the same card form as the plans.
 */
export function CertificationFeePayment({ track, returnPath }: CertificationFeePaymentProps) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { data: intent, error, isError, refetch } = useSetUpCertificationPaymentQuery({ track: track.id, idempotencyKey });
  if (isError) return <ErrorState layout="card" title="We couldn't set up the payment" error={error} onRetry={() => void refetch()} />;
  if (!intent?.clientSecret) return <LoadingState label="Preparing the payment" />;
  const returnTo: PaymentReturn = {
    path: returnPath,
    testProvider: {
      path: returnPath,
      toast: { title: 'Payment Successful', description: `One attempt at ${track.title} is yours.`, variant: 'success' },
    },
  };
  return <PaymentForm clientSecret={intent.clientSecret} amount={intent.amount} returnTo={returnTo} />;
}
