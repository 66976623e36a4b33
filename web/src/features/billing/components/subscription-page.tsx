import { CalendarClock, Check, Rocket } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { formatIsoDate } from '@/lib/date-time';
import { newIdempotencyKey } from '@/lib/idempotency';

import { useGetPlansQuery } from '../api/plans-api';
import { useCancelSubscriptionMutation, useGetSubscriptionStatusQuery, useGetUsageStatsQuery, useReactivateSubscriptionMutation } from '../api/subscription-api';
import type { Plan, Subscription } from '../types';
import { formatPlanPrice } from '../utils/format';
import { planSummary, upgradePlans, usageMax, usageRows, usageText } from '../utils/usage';

const CYCLE_LABELS = { monthly: 'Monthly', yearly: 'Yearly' } as const;

/** 'December 23, 2026'; null on starter (no period end). */
const periodEnd = (subscription: Subscription): string | null => formatIsoDate(subscription.currentPeriodEnd, 'MMMM d, yyyy');

const planName = (subscription: Subscription, plan: Plan | undefined): string =>
  plan?.name ?? subscription.plan.charAt(0).toUpperCase() + subscription.plan.slice(1);

/** Cancel and reactivate with their toasts (spec section 8); one of each per page so the buttons share the busy state. */
function useSubscriptionActions() {
  const [cancelMutation, { isLoading: cancelling }] = useCancelSubscriptionMutation();
  const [reactivateMutation, { isLoading: reactivating }] = useReactivateSubscriptionMutation();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const cancel = useSubmitWithToast(cancelMutation, {
    success: { title: 'Subscription Cancelled', description: 'Your subscription will end at the current billing period.' },
    failureTitle: 'Error',
    onSuccess: () => setConfirmingCancel(false),
  });
  const reactivate = useSubmitWithToast(reactivateMutation, {
    success: { title: 'Subscription Reactivated', description: 'Your subscription has been reactivated successfully.', variant: 'success' },
    failureTitle: 'Error',
  });
  return {
    cancel: () => void cancel({ idempotencyKey: newIdempotencyKey() }),
    reactivate: () => void reactivate({ idempotencyKey: newIdempotencyKey() }),
    cancelling,
    reactivating,
    confirmingCancel,
    setConfirmingCancel,
  };
}

type SubscriptionActions = ReturnType<typeof useSubscriptionActions>;

function CancellationBanner({ subscription, actions }: { subscription: Subscription; actions: SubscriptionActions }) {
  const end = periodEnd(subscription);
  return (
    <div role="status" className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-sm text-amber-900">
        <CalendarClock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <span>
          {end ? `Your subscription will end on ${end}.` : 'Your subscription will end at the end of the current billing period.'} Reactivate to keep
          your plan.
        </span>
      </p>
      <BusyButton size="sm" busy={actions.reactivating} busyLabel="Reactivating" onClick={actions.reactivate}>
        Reactivate
      </BusyButton>
    </div>
  );
}

function CurrentPlanPanel({ subscription, plan }: { subscription: Subscription; plan: Plan | undefined }) {
  const end = periodEnd(subscription);
  const active = subscription.status === 'active';
  const facts: Array<[string, ReactNode]> = [
    ['Status', active ? 'Active' : 'Inactive'],
    ['Billing cycle', CYCLE_LABELS[subscription.billingCycle]],
    [subscription.cancelAtPeriodEnd ? 'Ends on' : 'Renews on', end ?? 'Free plan, no renewal'],
  ];
  if (plan) facts.push(['Price', formatPlanPrice(plan, subscription.billingCycle)]);
  return (
    <Panel title="Current Plan" region>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="amber" className="px-3 py-1 text-sm">
          {planName(subscription, plan)}
        </Badge>
        <Badge tone={active ? 'green' : 'slate'}>{active ? 'Active' : 'Inactive'}</Badge>
      </div>
      <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-slate-500">{term}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {plan ? (
        <>
          <h3 className="mt-6 text-sm font-medium text-slate-700">What's included</h3>
          <ul aria-label="Plan features" className="mt-2 space-y-2 text-sm text-slate-700">
            {planSummary(plan).map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                {feature}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  );
}

interface UsagePanelProps {
  plan: Plan | undefined;
  /** The plans (and so the limits) could not be loaded. */
  plansError: unknown;
  onRetryPlans: () => void;
}

function UsagePanel({ plan, plansError, onRetryPlans }: UsagePanelProps) {
  const { data: usage, isError, error, refetch, isFetching } = useGetUsageStatsQuery();
  let body: ReactNode;
  if (!usage && isError) {
    body = <ErrorState layout="card" title="We couldn't load your usage" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (!plan && plansError) {
    body = <ErrorState layout="card" title="We couldn't load your plan's limits" error={plansError} onRetry={onRetryPlans} />;
  } else if (!usage || !plan) {
    body = (
      <LoadingState label="Loading usage" className="space-y-4">
        <SkeletonBlocks count={3} className="h-10 rounded-lg" />
      </LoadingState>
    );
  } else {
    body = (
      <ul className="space-y-5">
        {usageRows(usage, plan).map((row) => (
          <li key={row.label}>
            <div className="flex items-baseline justify-between text-sm">
              <span className="font-medium text-slate-700">{row.label}</span>
              <span className="text-slate-900">{usageText(row)}</span>
            </div>
            <ProgressBar label={`${row.label} used`} value={row.used} max={usageMax(row)} className="mt-2" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Panel title="Usage Overview" description="What counts against your plan's limits." region>
      {body}
    </Panel>
  );
}

function UpgradePanel({ plans, subscription }: { plans: Plan[]; subscription: Subscription }) {
  const upgrades = upgradePlans(plans, subscription.plan);
  return (
    <Panel title="Upgrade Your Plan" icon={<Rocket aria-hidden="true" className="h-5 w-5 text-amber-600" />} region>
      {upgrades.length === 0 ? (
        <p className="text-sm text-slate-600">You're on our most complete plan: there is nothing to upgrade to.</p>
      ) : (
        <ul aria-label="Upgrade options" className="grid gap-4 md:grid-cols-2">
          {upgrades.map((plan) => (
            <li key={plan.id} aria-label={plan.name}>
              <Card className="flex h-full flex-col p-5">
                <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
                <p className="mt-1 text-2xl font-bold text-slate-900">{formatPlanPrice(plan, subscription.billingCycle)}</p>
                <ul className="mt-4 flex-1 space-y-1.5 text-sm text-slate-700">
                  {planSummary(plan)
                    .slice(0, 3)
                    .map((feature) => (
                      <li key={feature} className="flex items-start gap-2">
                        <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                        {feature}
                      </li>
                    ))}
                </ul>
                <Link
                  to={paths.premiumPlans.getHref({ plan: plan.id, billing: subscription.billingCycle })}
                  className={buttonVariants({ variant: 'primary', className: 'mt-5 w-full' })}
                >
                  Upgrade to {plan.name}
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function BillingActionsPanel({ subscription, plan, actions }: { subscription: Subscription; plan: Plan | undefined; actions: SubscriptionActions }) {
  const end = periodEnd(subscription);
  let body: ReactNode;
  if (subscription.plan === 'starter') {
    body = <p className="text-sm text-slate-600">You're on the free Starter plan: there is nothing to cancel. Upgrade any time for unlimited projects and messages.</p>;
  } else if (subscription.cancelAtPeriodEnd) {
    body = (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{end ? `Your plan stays active until ${end}.` : 'Your plan stays active until the end of the billing period.'}</p>
        <BusyButton busy={actions.reactivating} busyLabel="Reactivating" onClick={actions.reactivate}>
          Reactivate Subscription
        </BusyButton>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">Cancelling keeps your plan until the end of the billing period; then you move to Starter and keep your projects.</p>
        <ConfirmDialog
          open={actions.confirmingCancel}
          onOpenChange={actions.setConfirmingCancel}
          trigger={
            <Button variant="outline" disabled={actions.cancelling}>
              Cancel Subscription
            </Button>
          }
          title="Cancel your subscription?"
          description={`Your ${planName(subscription, plan)} plan stays active until ${end ?? 'the end of the billing period'}. After that you move to Starter; your projects are kept.`}
          confirmLabel="Yes, cancel subscription"
          cancelLabel="Keep subscription"
          onConfirm={actions.cancel}
          busy={actions.cancelling}
        />
      </div>
    );
  }
  return (
    <Panel title="Billing Actions" region>
      {body}
    </Panel>
  );
}

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
