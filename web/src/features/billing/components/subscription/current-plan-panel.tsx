import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { Panel } from '@/components/ui/panel';

import type { Plan, Subscription } from '../../types';
import { formatMoney, formatPlanPrice } from '../../utils/format';
import { planSummary } from '../../utils/usage';
import { CYCLE_LABELS, periodEnd, planName, trialEnd } from '../../utils/subscription';

const STATUS_LABELS = { active: 'Active', inactive: 'Inactive', trialing: 'Free trial' } as const;

export function CurrentPlanPanel({ subscription, plan }: { subscription: Subscription; plan: Plan | undefined }) {
  const end = periodEnd(subscription);
  const trialEnds = trialEnd(subscription);
  const active = subscription.status !== 'inactive';
  const facts: Array<[string, ReactNode]> = [
    ['Status', STATUS_LABELS[subscription.status]],
    ['Billing cycle', CYCLE_LABELS[subscription.billingCycle]],
  ];
  if (trialEnds) facts.push(['Trial ends', trialEnds]);
  else facts.push([subscription.cancelAtPeriodEnd ? 'Ends on' : 'Renews on', end ?? 'Free plan, no renewal']);
  if (plan) facts.push([trialEnds && !subscription.cancelAtPeriodEnd ? 'Then' : 'Price', formatPlanPrice(plan, subscription.billingCycle)]);
  return (
    <Panel title="Current Plan" region>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="amber" className="px-3 py-1 text-sm">
          {planName(subscription, plan)}
        </Badge>
        <Badge tone={active ? 'green' : 'slate'}>{STATUS_LABELS[subscription.status]}</Badge>
      </div>
      {trialEnds && plan && !subscription.cancelAtPeriodEnd ? (
        <p className="mt-4 text-sm text-slate-700">
          Your free trial ends on {trialEnds}: your card is then charged {formatMoney(plan.price[subscription.billingCycle])}. Cancel before {trialEnds} and you
          pay nothing.
        </p>
      ) : null}
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
