import { RefreshCw } from 'lucide-react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';
import { stageTitle } from '@/lib/disputes';
import { formatApiError, serverMessage } from '@/lib/errors';

import { useSetUpProjectPaymentQuery } from '../api/payments-api';
import type { PaymentStage } from '../types';
import { formatMoney } from '../utils/format';
import { stagePayment } from '../utils/stages';
import { PaymentForm } from './payment-form';
import type { CardState } from './test-card-form';

interface StagePaymentProps {
  projectId: number;
  stage: PaymentStage;
  idempotencyKey: string;
  cardState: CardState;
}

/**
 * The payment of the chosen stage: set up once per stage and page load, then the payment form. A refused set-up is
 * explained in the page (not as a toast that would outlive it).
 */
export function StagePayment({ projectId, stage, idempotencyKey, cardState }: StagePaymentProps) {
  const { currentData: intent, isError, error, refetch, isFetching } = useSetUpProjectPaymentQuery({ ...stagePayment(projectId, stage), idempotencyKey });

  if (isError) {
    return (
      <Alert
        title="Payment Setup Failed"
        action={
          <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" /> Try again
          </Button>
        }
      >
        {serverMessage(error) ?? formatApiError(error)}
      </Alert>
    );
  }
  if (!intent) {
    return (
      <Card className="p-6">
        <LoadingState label="Setting up the payment" className="space-y-3">
          <SkeletonBlocks count={3} className="h-11 rounded-lg" />
        </LoadingState>
      </Card>
    );
  }
  return (
    <PaymentForm
      key={intent.clientSecret}
      clientSecret={intent.clientSecret}
      amount={stage.amount}
      returnTo={{ path: paths.projectPaymentSuccess.getHref(projectId, { type: stage.paymentType, amount: stage.amount }) }}
      cardState={cardState}
    />
  );
}

/** A later stage picked before an earlier one is paid: the order, and the way to the stage due first. */
export function StageOrderNotice({ stage, earlier, onPayEarlier }: { stage: PaymentStage; earlier: PaymentStage; onPayEarlier: () => void }) {
  const first = stageTitle(earlier.paymentType).toLowerCase();
  return (
    <Alert
      tone="warning"
      title="Stages are paid in order"
      action={
        <Button variant="outline" size="sm" onClick={onPayEarlier}>
          Pay the {first}
        </Button>
      }
    >
      The {stageTitle(stage.paymentType).toLowerCase()} can be paid once the {first} ({formatMoney(earlier.amount)}) is paid: each stage is
      paid into escrow after the one before it.
    </Alert>
  );
}
