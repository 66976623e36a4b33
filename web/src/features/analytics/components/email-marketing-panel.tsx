import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';

import { Panel } from '@/components/ui/panel';
import { ADMIN_NOTIFICATIONS_EMAIL } from '@/config/constants';

import type { SignupTotals, SourceCounts } from '../types';
import { formatCount, totalEmailCaptures } from '../utils/report';
import type { ReportQuery } from './report-state';

function captures(sources: ReportQuery<SourceCounts[]>): ReactNode {
  if (sources.currentData) return formatCount(totalEmailCaptures(sources.currentData));
  return sources.isError ? 'Unavailable (see Signup Sources)' : 'Loading…';
}

function welcomeEmails(signups: ReportQuery<SignupTotals>, unavailable: boolean): ReactNode {
  if (unavailable) return 'Choose a valid date range';
  if (signups.currentData) return formatCount(signups.currentData.welcomeEmailsSent);
  return signups.isError ? 'Unavailable (see the signup figures)' : 'Loading…';
}

export interface EmailMarketingPanelProps {
  /** The range's signup totals, which count the welcome e-mails sent in it. */
  signups: ReportQuery<SignupTotals>;
  sources: ReportQuery<SourceCounts[]>;
  /** No range, or one the server refused: there is no welcome e-mail figure to show. */
  unavailable: boolean;
}

/**
 * Welcome e-mails are those actually sent in the chosen range (not one per signup: a failed or opted-out send is not
 * counted). Every signup left an e-mail address, so the captures are the signups of all sources.
 */
export function EmailMarketingPanel({ signups, sources, unavailable }: EmailMarketingPanelProps) {
  const facts: Array<[term: string, value: ReactNode]> = [
    ['Welcome emails sent', welcomeEmails(signups, unavailable)],
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
