import { CircleCheck, FolderKanban, Hammer, UserCheck } from 'lucide-react';

import { StatCard } from '@/components/ui/stat-card';

import type { AdminStats } from '../types';

const count = (value: number) => value.toLocaleString('en-US');

/** Active Engineers, Active Projects, Total Projects and Completion Rate (spec section 2, Admin dashboard). */
export function MetricCards({ stats }: { stats: AdminStats }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard title="Active Engineers" value={count(stats.activeEngineers)} detail="Verified engineers" icon={UserCheck} />
      <StatCard title="Active Projects" value={count(stats.activeProjects)} detail="Projects in progress" icon={Hammer} />
      <StatCard title="Total Projects" value={count(stats.totalProjects)} detail="Posted on the platform" icon={FolderKanban} />
      <StatCard title="Completion Rate" value={`${stats.completionRate}%`} detail="Of all projects, completed" icon={CircleCheck} />
    </div>
  );
}
