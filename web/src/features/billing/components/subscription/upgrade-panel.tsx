import { Check, Rocket } from 'lucide-react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';

import type { Plan, Subscription } from '../../types';
import { formatMoney, formatPlanPrice } from '../../utils/format';
import { freeTrialTerms, trialEndFromToday } from '../../utils/subscription';
import { planSummary, upgradePlans } from '../../utils/usage';

/** The free trial billing offers this member on this plan (subscription-status freeTrialDays, the plan's own). */
function TrialOffer({ plan, subscription }: { plan: Plan; subscription: Subscription }) {
  const days = Math.min(subscription.freeTrialDays ?? 0, plan.freeTrialDays ?? 0);
  if (days <= 0) return null;
  const cycle = subscription.billingCycle;
  return <p className="mt-2 text-sm font-medium text-emerald-700">{freeTrialTerms(days, formatMoney(plan.price[cycle]), cycle, trialEndFromToday(days))}</p>;
}

export function UpgradePanel({ plans, subscription }: { plans: Plan[]; subscription: Subscription }) {
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
                <TrialOffer plan={plan} subscription={subscription} />
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
