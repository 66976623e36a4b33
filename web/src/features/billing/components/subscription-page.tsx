import type { ReactNode } from 'react';

import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';

import { useGetPlansQuery } from '../api/plans-api';
import { useGetSubscriptionStatusQuery } from '../api/subscription-api';
import { useSubscriptionActions } from '../hooks/use-subscription-actions';
import { CancellationBanner } from './subscription/cancellation-banner';
import { CurrentPlanPanel } from './subscription/current-plan-panel';
import { UsagePanel } from './subscription/usage-panel';
import { UpgradePanel } from './subscription/upgrade-panel';
import { BillingActionsPanel } from './subscription/billing-actions-panel';

/** /subscription (spec section 2): the current plan, usage against its limits, upgrades and cancel / reactivate. */
export function SubscriptionPage() {
  const { data: subscription, isLoading, isError, error, refetch, isFetching } = useGetSubscriptionStatusQuery();
  const { data: plans, error: plansError, refetch: refetchPlans } = useGetPlansQuery();
  const actions = useSubscriptionActions();

  let body: ReactNode;
  if (isLoading) {
    body = (
      <LoadingState label="Loading your subscription" className="grid gap-6 lg:grid-cols-2">
        <SkeletonBlocks count={2} className="h-72" />
      </LoadingState>
    );
  } else if (!subscription) {
    body = isError ? <ErrorState layout="card" title="We couldn't load your subscription" error={error} onRetry={() => void refetch()} retrying={isFetching} /> : null;
  } else {
    const plan = plans?.find((candidate) => candidate.id === subscription.plan);
    body = (
      <div className="space-y-6">
        {subscription.cancelAtPeriodEnd ? <CancellationBanner subscription={subscription} actions={actions} /> : null}
        <div className="grid gap-6 lg:grid-cols-2">
          <CurrentPlanPanel subscription={subscription} plan={plan} />
          <UsagePanel plan={plan} plansError={plans && !plan ? new Error('Your plan is not among the plans on offer.') : plansError} onRetryPlans={() => void refetchPlans()} />
        </div>
        {plans ? <UpgradePanel plans={plans} subscription={subscription} /> : null}
        <BillingActionsPanel subscription={subscription} plan={plan} actions={actions} />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Subscription</h1>
      <p className="mt-2 mb-8 text-slate-600">Your plan, what you have used of it, and billing.</p>
      {body}
    </div>
  );
}
