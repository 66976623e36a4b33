import { format } from 'date-fns';
import { useState } from 'react';

import { ANALYTICS_REFRESH_MS } from '@/config/constants';

import { useAnalyticsReports } from '../hooks/use-analytics-reports';
import { defaultRange } from '../utils/report';
import { DailySignupsPanel } from './daily-signups-panel';
import { DateRangeFields } from './date-range-fields';
import { EmailMarketingPanel } from './email-marketing-panel';
import { MarketplaceCards } from './marketplace-cards';
import { SignupCards } from './signup-cards';
import { SignupSourcesPanel } from './signup-sources-panel';
import { TopPagesPanel } from './top-pages-panel';

function LastUpdated({ at, refreshFailed }: { at: number | null; refreshFailed: boolean }) {
  const every = `Refreshes every ${ANALYTICS_REFRESH_MS / 1000} seconds.`;
  if (at === null) return <p className="text-sm text-slate-500">{every}</p>;
  return (
    <p className="text-sm text-slate-500">
      Last updated <time dateTime={new Date(at).toISOString()}>{format(at, 'h:mm:ss a')}</time>. {every}
      {refreshFailed ? <span className="text-amber-700"> The last refresh failed; older figures are shown.</span> : null}
    </p>
  );
}

/**
 * /analytics (admin only): signups, the conversion rate and the marketplace's figures (projects, bids, accept rate,
 * money through escrow) over a chosen range, top pages, signup sources and daily trends.
 */
export function AnalyticsPage() {
  const [initialRange] = useState(() => defaultRange());
  const [start, setStart] = useState(initialRange.start);
  const [end, setEnd] = useState(initialRange.end);
  const range = start && end ? { start, end } : null;
  const reports = useAnalyticsReports(range);
  const rangeUnavailable = range ? reports.rangeError : 'Pick a start and an end date to see these figures.';

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Analytics</h1>
          <p className="mt-2 text-slate-600">Who signs up, where they come from, which pages they view, and how the marketplace is doing.</p>
        </div>
        <LastUpdated at={reports.lastUpdated} refreshFailed={reports.refreshFailed} />
      </div>

      <DateRangeFields start={start} end={end} onStartChange={setStart} onEndChange={setEnd} rangeError={reports.rangeError} />
      <SignupCards signups={reports.signups} pageViewTotal={reports.pageViewTotal} unavailable={Boolean(rangeUnavailable)} />
      <MarketplaceCards marketplace={reports.marketplace} unavailable={Boolean(rangeUnavailable)} />
      <div className="grid gap-6 lg:grid-cols-2">
        <SignupSourcesPanel sources={reports.sources} />
        <TopPagesPanel topPages={reports.topPages} unavailable={rangeUnavailable ? 'Choose a valid date range to see the top pages.' : null} />
      </div>
      <DailySignupsPanel daily={reports.daily} />
      <EmailMarketingPanel signups={reports.signups} sources={reports.sources} unavailable={Boolean(rangeUnavailable)} />
    </div>
  );
}
