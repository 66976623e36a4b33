import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';

import { HorizontalScroll } from '@/components/ui/horizontal-scroll';
import { cn } from '@/lib/cn';

import type { BillingCycle, Plan, PlanId } from '../types';
import { allFeatures, LIMIT_ROWS } from '../utils/plans';

export interface PlanComparisonTableProps {
  plans: Plan[];
  billing: BillingCycle;
  /** The plan named by `?plan=`: its column is tinted. */
  selectedId: PlanId | null;
}

const CELL = 'px-4 py-3 align-top';

/** A header row that opens a group of rows ('Limits', 'Features'). */
function GroupHeader({ title, span }: { title: string; span: number }) {
  return (
    <tr className="bg-slate-50">
      <th scope="rowgroup" colSpan={span} className={cn(CELL, 'text-xs font-semibold tracking-wide text-slate-500 uppercase')}>
        {title}
      </th>
    </tr>
  );
}

function Row({ label, plans, selectedId, cell }: { label: string; plans: Plan[]; selectedId: PlanId | null; cell: (plan: Plan) => ReactNode }) {
  return (
    <tr className="border-t border-slate-100">
      <th scope="row" className={cn(CELL, 'font-medium text-slate-700')}>
        {label}
      </th>
      {plans.map((plan) => (
        <td key={plan.id} className={cn(CELL, 'text-center text-slate-900', plan.id === selectedId ? 'bg-amber-50' : null)}>
          {cell(plan)}
        </td>
      ))}
    </tr>
  );
}

function Included({ included }: { included: boolean }) {
  return included ? (
    <>
      <Check aria-hidden="true" className="mx-auto h-5 w-5 text-emerald-600" />
      <span className="sr-only">Included</span>
    </>
  ) : (
    <>
      <Minus aria-hidden="true" className="mx-auto h-5 w-5 text-slate-300" />
      <span className="sr-only">Not included</span>
    </>
  );
}

/** Every limit and feature side by side: one column per plan, one row per limit or feature. */
export function PlanComparisonTable({ plans, billing, selectedId }: PlanComparisonTableProps) {
  const span = plans.length + 1;
  return (
    <HorizontalScroll label="Plans compared">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">Plan limits and features compared</caption>
        <thead>
          <tr>
            <th scope="col" className={cn(CELL, 'w-1/4 font-semibold text-slate-900')}>
              Limit or feature
            </th>
            {plans.map((plan) => (
              <th
                key={plan.id}
                scope="col"
                className={cn(CELL, 'text-center font-semibold text-slate-900', plan.id === selectedId ? 'bg-amber-50' : null)}
              >
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <GroupHeader title="Limits" span={span} />
          {LIMIT_ROWS.map((row) => (
            <Row
              key={row.label}
              label={row.label}
              plans={plans}
              selectedId={selectedId}
              cell={(plan) => (
                <>
                  <span className="font-medium">{row.value(plan, billing)}</span>
                  {row.detail ? <span className="mt-1 block text-xs font-normal text-slate-500">{row.detail(plan)}</span> : null}
                </>
              )}
            />
          ))}
        </tbody>
        <tbody>
          <GroupHeader title="Features" span={span} />
          {allFeatures(plans).map((feature) => (
            <Row key={feature} label={feature} plans={plans} selectedId={selectedId} cell={(plan) => <Included included={plan.features.includes(feature)} />} />
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}
