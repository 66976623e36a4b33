import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { MessageCard } from '@/components/ui/message';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';

import { useGetPlansQuery } from '../api/plans-api';
import { POPULAR_PLAN_ID } from '../data/plans-content';
import type { BillingCycle, Plan, PlanId } from '../types';
import { parseBillingCycle, parsePlanId } from '../utils/format';
import { planAction } from '../utils/plans';
import { yearlySavingClaim } from '../utils/savings';
import { BillingCycleToggle } from './billing-cycle-toggle';
import { PlanCard } from './plan-card';
import { PlanComparisonTable } from './plan-comparison-table';
import { PlanFaqs } from './plan-faqs';

export interface PremiumPlansProps {
  /** Signed-in users go on to /subscribe; visitors sign up first. */
  signedIn: boolean;
}

interface PlansBodyProps {
  plans: Plan[];
  billing: BillingCycle;
  selectedId: PlanId | null;
  signedIn: boolean;
}

/** The cards and the comparison table, once the plans have arrived. */
function PlansBody({ plans, billing, selectedId, signedIn }: PlansBodyProps) {
  if (plans.length === 0) {
    return (
      <MessageCard icon={CreditCard} title="No plans available">
        Please check back soon.
      </MessageCard>
    );
  }
  // The picked plan replaces the default 'Most Popular' emphasis.
  const popularId = selectedId ? null : POPULAR_PLAN_ID;
  return (
    <>
      <ul aria-label="Plans" className="grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            billing={billing}
            selected={plan.id === selectedId}
            popular={plan.id === popularId}
            action={planAction(plan, billing, signedIn)}
          />
        ))}
      </ul>
      <Panel title="Compare Plans" description="Every limit and feature, side by side." className="mt-12">
        <PlanComparisonTable plans={plans} billing={billing} selectedId={selectedId} />
      </Panel>
    </>
  );
}

/** /premium-plans: the plans of GET /api/plans with a monthly/yearly toggle, a comparison table and FAQs. */
export function PremiumPlans({ signedIn }: PremiumPlansProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const billing = parseBillingCycle(searchParams.get('billing'));
  const selectedId = parsePlanId(searchParams.get('plan'));
  const { data: plans, isLoading, isError, error, refetch, isFetching } = useGetPlansQuery();

  // The cycle lives in the URL (?billing=), so a shared or upgrade link opens on the same prices.
  const selectBilling = (next: BillingCycle) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('billing', next);
        return params;
      },
      { replace: true },
    );
  };

  let body: ReactNode;
  if (isLoading) {
    body = (
      <LoadingState label="Loading plans" className="grid gap-6 lg:grid-cols-3">
        <SkeletonBlocks count={3} className="h-[32rem]" />
      </LoadingState>
    );
  } else if (isError && !plans) {
    body = <ErrorState layout="card" title="We couldn't load the plans" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  } else {
    body = <PlansBody plans={plans ?? []} billing={billing} selectedId={selectedId} signedIn={signedIn} />;
  }

  return (
    <div className="bg-gradient-to-b from-slate-100 to-slate-50">
      <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <header className="text-center">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Premium Plans</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
            Start free and upgrade when your shop needs more projects, larger files and unlimited messages.
          </p>
          <div className="mt-8">
            <BillingCycleToggle value={billing} onChange={selectBilling} savingClaim={yearlySavingClaim(plans ?? [])} />
          </div>
        </header>

        <div className="mt-12">{body}</div>

        <Panel
          title="Frequently Asked Questions"
          className="mx-auto mt-12 max-w-3xl"
          action={
            <Link to={paths.contact.getHref()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Contact Us
            </Link>
          }
        >
          <PlanFaqs />
        </Panel>
      </div>
    </div>
  );
}
