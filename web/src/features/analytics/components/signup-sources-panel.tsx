import { Megaphone } from 'lucide-react';

import { Panel } from '@/components/ui/panel';

import type { SourceCounts } from '../types';
import { formatCount, sourceLabel } from '../utils/report';
import { ReportState, type ReportQuery } from './report-state';
import { ReportTable } from './report-table';

/** Every signup by where the member came from (their `utm_source` / `ref`), 'Direct' without one. */
export function SignupSourcesPanel({ sources }: { sources: ReportQuery<SourceCounts[]> }) {
  return (
    <Panel
      title="Signup Sources"
      icon={<Megaphone aria-hidden="true" className="h-5 w-5 text-amber-600" />}
      description="All signups so far, by the campaign that brought them."
      region
    >
      <ReportState query={sources} loadingLabel="Loading signup sources" errorTitle="We couldn't load the signup sources">
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-sm text-slate-500">No signups yet.</p>
          ) : (
            <ReportTable
              caption="Signups by source"
              columns={['Source', 'Signups', 'Clients', 'Engineers']}
              className="max-h-96 overflow-y-auto"
              rows={rows.map((row) => ({
                key: row.source ?? '',
                label: sourceLabel(row.source),
                values: [formatCount(row.count), formatCount(row.clients), formatCount(row.engineers)],
              }))}
            />
          )
        }
      </ReportState>
    </Panel>
  );
}
