import { ChartColumn, ShieldCheck, Users, type LucideIcon } from 'lucide-react';

import { LinkCard, LinkCardTitle } from '@/components/ui/link-card';
import { paths } from '@/config/paths';

/** Where an admin runs the platform from: an admin has no projects of their own to list. */
const ADMIN_DESTINATIONS: Array<{ title: string; to: string; icon: LucideIcon; description: string }> = [
  {
    title: 'Admin Dashboard',
    to: paths.admin.getHref(),
    icon: ShieldCheck,
    description: 'Platform metrics, engineer applications to review, the newest projects and milestone disputes to decide.',
  },
  {
    title: 'Analytics',
    to: paths.analytics.getHref(),
    icon: ChartColumn,
    description: 'Signups by role and source, conversion, the most viewed pages and e-mail performance.',
  },
  {
    title: 'Engineer Directory',
    to: paths.engineers.getHref(),
    icon: Users,
    description: 'The engineers clients can hire, listed as clients see them.',
  },
];

export function AdminOverview() {
  return (
    <section aria-labelledby="platform-overview">
      <h2 id="platform-overview" className="text-xl font-semibold text-slate-900">
        Platform overview
      </h2>
      <p className="mt-1 text-slate-600">Review engineer applications, decide disputes and follow signups and traffic across CabinetWorks.</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-3" aria-label="Admin tools">
        {ADMIN_DESTINATIONS.map(({ title, to, icon: Icon, description }) => (
          <li key={to}>
            <LinkCard className="flex h-full flex-col gap-3 p-6">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <LinkCardTitle to={to} className="text-lg">
                {title}
              </LinkCardTitle>
              <p className="text-sm text-slate-600">{description}</p>
            </LinkCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
