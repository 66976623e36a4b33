import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { Panel } from '@/components/ui/panel';

import type { Plan, Subscription } from '../../types';
import { formatPlanPrice } from '../../utils/format';
import { planSummary } from '../../utils/usage';
import { CYCLE_LABELS, periodEnd, planName } from '../../utils/subscription';

export function CurrentPlanPanel({ subscription, plan }: { subscription: Subscription; plan: Plan | undefined }) {
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
