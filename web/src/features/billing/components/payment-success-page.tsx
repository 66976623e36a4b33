import { skipToken } from '@reduxjs/toolkit/query';
import { CircleAlert, CircleCheck, LayoutDashboard, LifeBuoy, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import { useGetPaymentQuery } from '../api/payments-api';
import type { PaymentIntentStatus, PaymentRecord } from '../types';
import { formatMoney } from '../utils/format';

const STATUS_LABELS: Record<PaymentIntentStatus, string> = {
  succeeded: 'Succeeded',
  requires_action: 'Waiting for authentication',
  requires_payment_method: 'Not paid',
  failed: 'Failed',
};

const notCompleted = (payment: PaymentRecord | undefined): boolean => payment?.status === 'failed' || payment?.status === 'requires_payment_method';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 py-2 text-sm">
      <dt className="text-slate-500">{term}</dt>
      <dd className="font-medium break-all text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * /payment-success (public; spec section 2): where the provider returns the payer after /checkout. It reads
 * payment_intent and payment_intent_client_secret; a signed-in payer also sees the payment from GET /api/payments/{id}.
 */
export function PaymentSuccessPage({ signedIn }: { signedIn: boolean }) {
  const [params] = useSearchParams();
  const paymentIntentId = params.get('payment_intent');
  // The secret only proves the provider sent the payer here; it is never shown.
  const fromProvider = Boolean(paymentIntentId && params.get('payment_intent_client_secret'));
  const { data: payment, isLoading } = useGetPaymentQuery(signedIn && paymentIntentId ? paymentIntentId : skipToken);
  const failed = notCompleted(payment);
  const Icon = failed ? CircleAlert : CircleCheck;

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 sm:px-6">
      <Card className="p-8 text-center">
        <span className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full ${failed ? 'bg-red-50 text-red-600' : 'bg-emerald-50 text-emerald-600'}`}>
          <Icon aria-hidden="true" className="h-8 w-8" />
        </span>
        <h1 className="mt-5 text-3xl font-bold tracking-tight text-slate-900">{failed ? 'Payment Not Completed' : 'Payment Successful!'}</h1>
        <p className="mt-3 text-slate-600">
          {failed ? 'The payment did not go through. No money was taken; please try again.' : 'Thank you for your purchase. Your premium access is ready to use.'}
        </p>

        {paymentIntentId ? (
          <dl className="mt-6 divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 text-left">
            <Fact term="Payment ID">{paymentIntentId}</Fact>
            {isLoading ? (
              <div className="flex justify-center py-2">
                <Spinner label="Loading the payment" />
              </div>
            ) : null}
            {payment ? (
              <>
                <Fact term="Description">{payment.description}</Fact>
                <Fact term="Amount">{formatMoney(payment.amount)}</Fact>
                <Fact term="Status">{STATUS_LABELS[payment.status] ?? payment.status}</Fact>
              </>
            ) : null}
            {fromProvider && !payment && !isLoading ? <Fact term="Status">Confirmed by the payment provider</Fact> : null}
          </dl>
        ) : null}

        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to={paths.dashboard.getHref()} className={buttonVariants({ variant: 'primary' })}>
            <LayoutDashboard aria-hidden="true" className="h-4 w-4" /> Go to Dashboard
          </Link>
          <Link to={paths.engineers.getHref()} className={buttonVariants({ variant: 'outline' })}>
            <Search aria-hidden="true" className="h-4 w-4" /> Find Engineers
          </Link>
          {/* The spec links /support, which no route serves; the Help Center is the support page. */}
          <Link to={paths.help.getHref()} className={buttonVariants({ variant: 'outline' })}>
            <LifeBuoy aria-hidden="true" className="h-4 w-4" /> Contact Support
          </Link>
        </div>
      </Card>
    </div>
  );
}
