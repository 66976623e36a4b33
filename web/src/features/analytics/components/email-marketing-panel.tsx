import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';

import { Panel } from '@/components/ui/panel';
import { ADMIN_NOTIFICATIONS_EMAIL } from '@/config/constants';

import type { SourceCounts } from '../types';
import { formatCount, totalEmailCaptures } from '../utils/report';
import type { ReportQuery } from './report-state';

function captures(sources: ReportQuery<SourceCounts[]>): ReactNode {
  if (sources.currentData) return formatCount(totalEmailCaptures(sources.currentData));
  return sources.isError ? 'Unavailable (see Signup Sources)' : 'Loading…';
}

/**
 * The spec counts a welcome e-mail per signup, but no e-mail is sent yet: saying so is more honest than repeating the
 * signup total. Every signup left an e-mail address, so the captures are the signups of all sources.
 */
export function EmailMarketingPanel({ sources }: { sources: ReportQuery<SourceCounts[]> }) {
  const facts: Array<[term: string, value: ReactNode]> = [
    ['Welcome emails sent', 'not tracked yet (e-mail sending is coming)'],
    ['Total email captures', captures(sources)],
    [
      'Admin notifications',
      <a key="email" href={`mailto:${ADMIN_NOTIFICATIONS_EMAIL}`} className="text-amber-700 underline-offset-2 hover:underline">
        {ADMIN_NOTIFICATIONS_EMAIL}
      </a>,
    ],
  ];
  return (
    <Panel title="Email Marketing Performance" icon={<Mail aria-hidden="true" className="h-5 w-5 text-amber-600" />} region>
      <dl className="grid gap-4 text-sm sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term} className="rounded-xl bg-slate-50 p-4">
            <dt className="text-slate-500">{term}</dt>
            <dd className="mt-1 font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
