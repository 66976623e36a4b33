import { MousePointerClick } from 'lucide-react';

import { Panel } from '@/components/ui/panel';
import { ANALYTICS_TOP_PAGES } from '@/config/constants';

import type { PageViews } from '../types';
import { formatCount } from '../utils/report';
import { ReportState, type ReportQuery } from './report-state';
import { ReportTable } from './report-table';

interface TopPagesPanelProps {
  topPages: ReportQuery<PageViews[]>;
  /** Why the range has no figures, if it has none. */
  unavailable: string | null;
}

/** The most viewed pages of the range. */
export function TopPagesPanel({ topPages, unavailable }: TopPagesPanelProps) {
  return (
    <Panel
      title="Top Pages"
      icon={<MousePointerClick aria-hidden="true" className="h-5 w-5 text-amber-600" />}
      description={`The ${ANALYTICS_TOP_PAGES} most viewed pages in this range.`}
      region
    >
      <ReportState query={topPages} loadingLabel="Loading top pages" errorTitle="We couldn't load the page views" unavailable={unavailable}>
        {(pages) =>
          pages.length === 0 ? (
            <p className="text-sm text-slate-500">No page views in this range yet.</p>
          ) : (
            <ReportTable
              caption="Most viewed pages"
              columns={['Page', 'Views']}
              rows={pages.slice(0, ANALYTICS_TOP_PAGES).map((row) => ({ key: row.page, label: row.page, values: [formatCount(row.views)] }))}
            />
          )
        }
      </ReportState>
    </Panel>
  );
}
