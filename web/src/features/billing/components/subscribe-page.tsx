import { CircleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { MessageCard } from '@/components/ui/message';
import { paths } from '@/config/paths';
import { errorStatus, serverMessage } from '@/lib/errors';
import { newIdempotencyKey } from '@/lib/idempotency';

import { useGetPlansQuery } from '../api/plans-api';
import { useSetUpSubscriptionQuery } from '../api/subscription-api';
import type { BillingCycle, PaymentIntent, PlanId } from '../types';
import { formatMoney, formatPlanPrice } from '../utils/format';
import type { PaymentReturn } from '../utils/payment-return';
import { freeTrialTerms, trialEndFromToday } from '../utils/subscription';
import { PaymentForm } from './payment-form';
import { PurchaseSummaryCard } from './purchase-summary-card';

/**
 * Spec section 7: Stripe returns a new subscriber to /dashboard; the test provider has no redirect of its own and
 * goes back to /subscription, where the new plan shows, with the purchase toast (spec section 8).
 */
const SUBSCRIPTION_RETURN: PaymentReturn = {
  path: paths.dashboard.getHref(),
  testProvider: {
    path: paths.subscription.getHref(),
    toast: { title: 'Payment Successful', description: 'Thank you for your purchase!', variant: 'success' },
  },
};

/** A free trial's card is saved, not charged: the same return, with the words of a trial. */
const TRIAL_RETURN: PaymentReturn = {
  path: paths.dashboard.getHref(),
  testProvider: {
    path: paths.subscription.getHref(),
    toast: { title: 'Free Trial Started', description: 'Your card is saved and nothing was charged.', variant: 'success' },
  },
};

const CYCLE_NOUNS: Record<BillingCycle, string> = { monthly: 'month', yearly: 'year' };

function SubscriptionError({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <MessageCard icon={CircleAlert} title="Subscription Error" titleAs="h2" action={action} className="mx-auto max-w-xl">
      {children}
    </MessageCard>
  );
}

function PlanSummary({ plan, billing, intent }: { plan: PlanId; billing: BillingCycle; intent: PaymentIntent }) {
  const { data: plans, isLoading } = useGetPlansQuery();
  const chosen = plans?.find((candidate) => candidate.id === plan);
  if (isLoading) {
    return (
      <LoadingState label="Loading the plan">
        <SkeletonBlocks className="h-80" />
      </LoadingState>
    );
  }
  // Without the plan list the intent still says what is bought and for how much.
  if (!chosen) return <PurchaseSummaryCard title={intent.description} price={`${formatMoney(intent.amount)}/${CYCLE_NOUNS[billing]}`} benefits={[]} />;
  // The trial's length is the server's (GET /api/plans); that this member gets it, the intent's (freeTrial).
  const trialDays = intent.freeTrial ? (chosen.freeTrialDays ?? 0) : 0;
  return (
    <PurchaseSummaryCard
      title={chosen.name}
      subtitle={trialDays > 0 ? `${trialDays}-day free trial` : billing === 'yearly' ? 'Billed yearly' : 'Billed monthly'}
      price={formatPlanPrice(chosen, billing)}
      benefits={chosen.features}
      footnote={
        trialDays > 0
          ? freeTrialTerms(trialDays, formatMoney(chosen.price[billing]), billing, trialEndFromToday(trialDays))
          : `Renews every ${CYCLE_NOUNS[billing]} until you cancel. Cancel any time from your subscription page.`
      }
    />
  );
}

export interface SubscribePageProps {
  plan: PlanId;
  billing: BillingCycle;
}

/**
 * /subscribe?plan=&billing= (spec section 2): sets up the subscription's first payment as the page loads, once
 * (one Idempotency-Key per page load), then shows the plan beside the payment form.
 */
export function SubscribePage({ plan, billing }: SubscribePageProps) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { data: intent, isError, error } = useSetUpSubscriptionQuery({ plan, billingCycle: billing, idempotencyKey });

  let body: ReactNode;
  if (isError) {
    body =
      errorStatus(error) === 409 ? (
        <SubscriptionError
          action={
            <Link to={paths.subscription.getHref()} className={buttonVariants({ variant: 'outline' })}>
              Go to Subscription
            </Link>
          }
        >
          {serverMessage(error) ?? 'You are already on this plan.'}
        </SubscriptionError>
      ) : (
        <SubscriptionError>Unable to create subscription. Please ensure you're logged in.</SubscriptionError>
      );
  } else if (!intent) {
    body = <LoadingState label="Setting up your subscription" size="lg" className="min-h-[40vh]" />;
  } else if (!intent.clientSecret) {
    body = <SubscriptionError>Unable to create subscription. Please try again.</SubscriptionError>;
  } else {
    body = (
      <div className="grid gap-6 lg:grid-cols-2">
        <PlanSummary plan={plan} billing={billing} intent={intent} />
        <PaymentForm
          clientSecret={intent.clientSecret}
          amount={intent.amount}
          freeTrial={intent.freeTrial === true}
          returnTo={intent.freeTrial ? TRIAL_RETURN : SUBSCRIPTION_RETURN}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Choose Your Plan</h1>
      <p className="mt-2 mb-8 text-slate-600">
        Subscribe to unlock more projects, larger files and unlimited messages.{' '}
        <Link to={paths.premiumPlans.getHref({ plan, billing })} className="font-medium text-amber-700 hover:underline">
          Compare plans
        </Link>
      </p>
      {body}
    </div>
  );
}
