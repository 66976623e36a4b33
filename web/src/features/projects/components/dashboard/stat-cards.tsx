import { CircleCheck, FolderKanban, FolderOpen, Hammer, type LucideIcon } from 'lucide-react';

import { Card } from '@/components/ui/card';

import type { MyProject } from '../../types';
import { dashboardStats } from '../../utils/dashboard';

const STAT_CARDS: Array<{ key: keyof ReturnType<typeof dashboardStats>; label: string; icon: LucideIcon; color: string }> = [
  { key: 'total', label: 'Total Projects', icon: FolderKanban, color: 'bg-slate-100 text-slate-700' },
  { key: 'active', label: 'Active', icon: Hammer, color: 'bg-amber-100 text-amber-700' },
  { key: 'completed', label: 'Completed', icon: CircleCheck, color: 'bg-emerald-100 text-emerald-700' },
  { key: 'posted', label: 'Posted', icon: FolderOpen, color: 'bg-sky-100 text-sky-700' },
];

export function StatCards({ projects }: { projects: readonly MyProject[] | undefined }) {
  const stats = projects ? dashboardStats(projects) : null;
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {STAT_CARDS.map(({ key, label, icon: Icon, color }) => (
        // A <dl> may hold only dt/dd groups wrapped in one <div> each: the card is that <div>, the icon sits in the <dt>.
        <Card key={key} className="relative p-5 pl-20">
          <dt className="text-sm text-slate-600">
            <span className={`absolute top-1/2 left-5 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-xl ${color}`}>
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            {label}
          </dt>
          <dd className="text-2xl font-bold text-slate-900">
            {stats ? stats[key] : <span role="img" aria-label="Loading" className="inline-block h-7 w-8 animate-pulse rounded bg-slate-200" />}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
