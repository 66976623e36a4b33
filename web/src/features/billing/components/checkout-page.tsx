import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';

import { LoadingState } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';
import { formatApiError } from '@/lib/errors';
import { newIdempotencyKey } from '@/lib/idempotency';

import { useGetPlansQuery } from '../api/plans-api';
import { useSetUpPlanPeriodPaymentQuery } from '../api/subscription-api';
import type { BillingCycle, PlanId } from '../types';
import { formatPlanPrice, moneyDollars } from '../utils/format';
import type { PaymentReturn } from '../utils/payment-return';
import { PaymentForm } from './payment-form';
import { PurchaseSummaryCard } from './purchase-summary-card';

/** The provider adds the payment intent to this address (spec section 2, /payment-success). */
const CHECKOUT_RETURN: PaymentReturn = { path: paths.paymentSuccess.getHref() };

const CHECKOUT_BENEFITS = 5;

export interface CheckoutPageProps {
  plan: PlanId;
  billing: BillingCycle;
}

/**
 * /checkout?plan=&billing= (spec section 2): buys one period of a plan without renewal, for the plan's price from
 * GET /api/plans. Spec section 8: a failed payment intent request is only logged, and the spinner stays.
 */
export function CheckoutPage({ plan, billing }: CheckoutPageProps) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { data: plans, error: plansError } = useGetPlansQuery();
  const chosen = plans?.find((candidate) => candidate.id === plan);
  const { data: intent, error } = useSetUpPlanPeriodPaymentQuery(
    chosen ? { amount: moneyDollars(chosen.price[billing]), plan, billingCycle: billing, idempotencyKey } : skipToken,
  );

  let failure: string | null = null;
  if (error || plansError) failure = formatApiError(error ?? plansError);
  else if (plans && !chosen) failure = `No plan named ${plan}`;
  useEffect(() => {
    if (failure) console.error(`Checkout: the payment intent could not be created: ${failure}`);
  }, [failure]);

  if (!chosen || !intent?.clientSecret) return <LoadingState label="Preparing checkout" size="lg" className="min-h-[60vh]" />;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Checkout</h1>
      <p className="mt-2 mb-8 text-slate-600">One billing period of {chosen.name}, paid once: nothing renews automatically.</p>
      <div className="grid gap-6 lg:grid-cols-2">
        <PurchaseSummaryCard
          title="Premium Engineering Access"
          subtitle={`${chosen.name} plan`}
          price={formatPlanPrice(chosen, billing)}
          benefits={chosen.features.slice(0, CHECKOUT_BENEFITS)}
          footnote="Access lasts one billing period. Subscribe instead to renew automatically."
        />
        <PaymentForm clientSecret={intent.clientSecret} amount={intent.amount} returnTo={CHECKOUT_RETURN} />
      </div>
    </div>
  );
}
