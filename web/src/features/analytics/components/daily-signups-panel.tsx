import { ChartColumn } from 'lucide-react';

import { SkeletonBlocks } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { ANALYTICS_TREND_DAYS, ANALYTICS_TREND_TABLE_DAYS } from '@/config/constants';
import { formatIsoDate } from '@/lib/date-time';
import { plural } from '@/lib/plural';

import type { DailySignups } from '../types';
import { formatCount, lastEntries } from '../utils/report';
import { DailySignupsChart } from './daily-signups-chart';
import { ReportState, type ReportQuery } from './report-state';
import { ReportTable } from './report-table';

/** The last 30 days as a chart, and the last 10 of them as a table (spec section 9). */
export function DailySignupsPanel({ daily }: { daily: ReportQuery<DailySignups[]> }) {
  return (
    <Panel
      title="Daily Signup Trends"
      icon={<ChartColumn aria-hidden="true" className="h-5 w-5 text-amber-600" />}
      description={`Signups per day over the last ${plural(ANALYTICS_TREND_DAYS, 'day')}.`}
      region
    >
      <ReportState
        query={daily}
        loadingLabel="Loading daily signups"
        errorTitle="We couldn't load the daily signups"
        skeleton={<SkeletonBlocks count={1} className="h-40" />}
      >
        {(days) => (
          <div className="space-y-6">
            <DailySignupsChart days={days} />
            <div>
              <h3 className="mb-2 text-sm font-medium text-slate-700">Last {plural(ANALYTICS_TREND_TABLE_DAYS, 'day')}</h3>
              <ReportTable
                caption={`Signups of the last ${plural(ANALYTICS_TREND_TABLE_DAYS, 'day')}`}
                columns={['Date', 'Total', 'Clients', 'Engineers']}
                rows={lastEntries(days, ANALYTICS_TREND_TABLE_DAYS).map((day) => ({
                  key: day.date,
                  label: <time dateTime={day.date}>{formatIsoDate(day.date, 'MMM d, yyyy') ?? day.date}</time>,
                  values: [formatCount(day.total), formatCount(day.clients), formatCount(day.engineers)],
                }))}
              />
            </div>
          </div>
        )}
      </ReportState>
    </Panel>
  );
}
