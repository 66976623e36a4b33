import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';

import { Card } from './card';

export interface StatCardProps {
  title: string;
  value: string;
  /** A short line under the figure, e.g. what it counts. */
  detail: string;
  icon: LucideIcon;
}

/** One figure of a dashboard: a group named by its title, so tests and screen readers find it by that name. */
export function StatCard({ title, value, detail, icon: Icon }: StatCardProps) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className="p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-sm font-medium text-slate-600">
          {title}
        </h2>
        <Icon aria-hidden="true" className="h-5 w-5 text-amber-600" />
      </div>
      <p className="mt-2 text-3xl font-bold text-slate-900 tabular-nums">{value}</p>
      <p className="mt-1 text-sm text-slate-500">{detail}</p>
    </Card>
  );
}
