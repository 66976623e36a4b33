import { CreditCard } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { Link, useNavigate } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { formatApiError } from '@/lib/errors';

import { useGetPaymentConfigQuery } from '../api/payments-api';
import type { Money } from '../types';
import { formatMoney } from '../utils/format';
import { absoluteReturnUrl, withPaymentIntent, type PaymentReturn } from '../utils/payment-return';
import { PayNowButton } from './pay-now-button';
import { TestCardForm, type CardState } from './test-card-form';

// Loaded only for the Stripe provider, so the test provider's bundle never pulls in Stripe.js.
const StripePaymentForm = lazy(() => import('./stripe-payment-form').then((module) => ({ default: module.StripePaymentForm })));

/** The form's shape while the provider loads: the Pay Now button stays disabled until it is ready. */
function ProviderLoading() {
  return (
    <div className="space-y-4">
      <LoadingState label="Loading the payment form" className="space-y-3">
        <SkeletonBlocks count={2} className="h-11 rounded-lg" />
      </LoadingState>
      <PayNowButton disabled />
    </div>
  );
}

function ProviderUnavailable({ children }: { children: string }) {
  return (
    <div className="space-y-4">
      <Alert title="Card payments are unavailable">{children}</Alert>
      <PayNowButton disabled />
    </div>
  );
}

export interface PaymentFormProps {
  /** The secret of the payment intent to confirm. */
  clientSecret: string;
  /** Where the payer goes once the payment went through. */
  returnTo: PaymentReturn;
  /** What is due, shown above the card fields. */
  amount?: Money;
  /** The test card's fields, kept by the page across payments (see TestCardForm). */
  cardState?: CardState;
  /** A free trial's setup: the card is saved and nothing is charged today. */
  freeTrial?: boolean;
}

/**
 * 'Complete Payment' (spec section 4): the provider's card element and Pay Now. GET /api/payment-config decides the
 * provider: our own test card form, or Stripe's Payment Element.
 */
export function PaymentForm({ clientSecret, returnTo, amount, cardState, freeTrial = false }: PaymentFormProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const { data: config, isError, error } = useGetPaymentConfigQuery();

  // The test provider has no redirect of its own: it goes where Stripe would.
  const finishTestPayment = (paymentIntentId: string) => {
    const { testProvider } = returnTo;
    if (testProvider) {
      toast(testProvider.toast);
      navigate(testProvider.path);
      return;
    }
    navigate(withPaymentIntent(returnTo.path, { paymentIntentId, clientSecret }));
  };

  let body;
  if (isError && !config) {
    body = <ProviderUnavailable>{formatApiError(error)}</ProviderUnavailable>;
  } else if (!config) {
    body = <ProviderLoading />;
  } else if (config.provider === 'stripe') {
    body = config.publishableKey ? (
      <Suspense fallback={<ProviderLoading />}>
        <StripePaymentForm key={clientSecret} publishableKey={config.publishableKey} clientSecret={clientSecret} returnUrl={absoluteReturnUrl(returnTo.path)} saveCardOnly={freeTrial} />
      </Suspense>
    ) : (
      <ProviderUnavailable>Card payments are not set up yet. Please try again later.</ProviderUnavailable>
    );
  } else {
    body = (
      <TestCardForm
        key={clientSecret}
        clientSecret={clientSecret}
        onSucceeded={finishTestPayment}
        cardState={cardState}
        submitLabel={freeTrial ? 'Start Free Trial' : undefined}
      />
    );
  }

  return (
    <Card role="region" aria-labelledby={titleId} className="p-6">
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <CreditCard aria-hidden="true" className="h-5 w-5 text-amber-600" /> {freeTrial ? 'Save Your Card' : 'Complete Payment'}
        </h2>
        {amount ? (
          <p className="text-right text-sm text-slate-600">
            {freeTrial ? 'Due today' : 'Amount due'} <span className="block text-xl font-bold text-slate-900">{formatMoney(amount)}</span>
          </p>
        ) : null}
      </div>
      <div className="mt-5">{body}</div>
      {config?.provider === 'test' ? (
        <p className="mt-4 text-xs text-slate-500">
          Test mode: no real card is charged. Use a card from the{' '}
          <Link to={paths.paymentTest.getHref()} className="font-medium text-amber-700 hover:underline">
            payment test guide
          </Link>
          .
        </p>
      ) : null}
    </Card>
  );
}
