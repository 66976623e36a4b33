import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { Card } from '@/components/ui/card';

export interface PurchaseSummaryCardProps {
  /** The card's heading. */
  title: string;
  /** Under the heading: the plan's name, or its price. */
  subtitle?: ReactNode;
  /** e.g. '$29/month'. */
  price: string;
  benefits: readonly string[];
  /** A line under the list, e.g. how billing works. */
  footnote?: string;
}

/** What is being bought, beside the payment form on /subscribe and /checkout. */
export function PurchaseSummaryCard({ title, subtitle, price, benefits, footnote }: PurchaseSummaryCardProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="border-amber-200 p-6 ring-1 ring-amber-100">
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {subtitle ? <p className="mt-1 text-sm font-medium text-amber-700">{subtitle}</p> : null}
      <p className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{price}</p>
      {benefits.length > 0 ? (
        <ul aria-label="Benefits" className="mt-6 space-y-2 text-sm text-slate-700">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
              {benefit}
            </li>
          ))}
        </ul>
      ) : null}
      {footnote ? <p className="mt-6 text-xs text-slate-500">{footnote}</p> : null}
    </Card>
  );
}
