import { Check } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

import { PLAN_TAGLINES } from '../data/plans-content';
import type { BillingCycle, Plan } from '../types';
import { formatMoney, hasYearlySaving } from '../utils/format';
import { planHighlights, type PlanAction } from '../utils/plans';

export interface PlanCardProps {
  plan: Plan;
  billing: BillingCycle;
  /** The plan named by `?plan=`. */
  selected: boolean;
  /** Marked 'Most Popular'. */
  popular: boolean;
  action: PlanAction;
}

function CheckList({ label, items }: { label: string; items: string[] }) {
  return (
    <ul aria-label={label} className="space-y-2 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** One plan: name, price for the chosen cycle (and the yearly saving), its limits, its features and the button. */
export function PlanCard({ plan, billing, selected, popular, action }: PlanCardProps) {
  const nameId = `plan-${plan.id}-name`;
  const yearly = billing === 'yearly';
  return (
    <li aria-labelledby={nameId} className="h-full">
      <Card
        className={cn(
          'flex h-full flex-col p-6',
          selected ? 'ring-2 ring-amber-500' : popular ? 'border-amber-300 ring-1 ring-amber-200' : null,
        )}
      >
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={nameId} className="text-xl font-semibold text-slate-900">
            {plan.name}
          </h2>
          {popular ? <Badge tone="amber">Most Popular</Badge> : null}
          {selected ? <Badge tone="blue">Selected</Badge> : null}
        </div>
        <p className="mt-2 text-sm text-slate-600">{PLAN_TAGLINES[plan.id]}</p>

        <p className="mt-6 flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight text-slate-900">{formatMoney(plan.price[billing])}</span>
          <span className="text-slate-500">/{yearly ? 'year' : 'month'}</span>
        </p>
        <div className="mt-2 h-6">
          {yearly && hasYearlySaving(plan) ? <Badge tone="green">Save {formatMoney(plan.yearlySaving)}</Badge> : null}
        </div>

        <div className="mt-6 flex-1 space-y-5">
          <CheckList label={`${plan.name} limits`} items={planHighlights(plan)} />
          {plan.features.length > 0 ? <CheckList label={`${plan.name} features`} items={plan.features} /> : null}
        </div>

        <Link
          to={action.href}
          className={buttonVariants({ variant: selected || popular ? 'primary' : 'outline', size: 'lg', className: 'mt-8 w-full' })}
        >
          {action.label}
        </Link>
      </Card>
    </li>
  );
}
