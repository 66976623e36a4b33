import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { Spinner } from '@/components/ui/spinner';

import { useGetCutListQuery } from '../../../api/deliverables-api';
import type { FileVersion, SheetSize } from '../../../types';
import { KERF_MM, SHEET_PRESETS } from '../../../utils/files';
import { SheetSizeChooser } from '../sheet-size-chooser';
import { Section } from './section';
import { PartsTable } from './parts-table';
import { MaterialTotals } from './material-totals';
import { Problems } from './problems';
import { EstimateView } from './estimate-view';

/** The parts, totals and problems of a cut list, and the sheets it needs on the chosen sheet size. */
export function CutListPreviewContent({ file }: { file: FileVersion }) {
  const [sheet, setSheet] = useState<SheetSize>(SHEET_PRESETS[0]!);
  const { data, isLoading, isFetching, error, refetch } = useGetCutListQuery({ projectId: file.projectId, fileId: file.id, sheet, kerfMm: KERF_MM });

  if (isLoading) {
    return (
      <LoadingState label="Loading the cut list" className="space-y-3">
        <SkeletonBlocks count={3} className="h-16 rounded-lg" />
      </LoadingState>
    );
  }
  if (!data) {
    return <ErrorState layout="card" title="We couldn't read this cut list" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  const { cutList, estimate } = data;
  const notes = [
    cutList.encoding && cutList.encoding.toLowerCase() !== 'utf-8' ? `Read as ${cutList.encoding} text.` : null,
    cutList.ignoredColumns.length > 0 ? `Ignored columns: ${cutList.ignoredColumns.join(', ')}.` : null,
  ].filter(Boolean);

  return (
    <div className="min-w-0 space-y-6">
      {cutList.error ? <Alert title="The cut list could not be read">{cutList.error}</Alert> : null}
      <Section title={`Parts (${cutList.totals.parts})`}>
        <PartsTable cutList={cutList} />
        {notes.length > 0 ? <p className="text-xs text-slate-500">{notes.join(' ')}</p> : null}
      </Section>
      <Section title="Totals per material">
        <MaterialTotals cutList={cutList} />
      </Section>
      <Problems cutList={cutList} />
      <Section title="Sheet estimate">
        <p className="text-sm text-slate-600">
          A first-fit estimate with a {KERF_MM} mm saw kerf (estimate: real nesting may need fewer or more sheets).
        </p>
        <SheetSizeChooser value={sheet} onChange={setSheet} />
        <div aria-live="polite" aria-busy={isFetching} className="space-y-2">
          {isFetching ? <Spinner label="Updating the estimate" /> : null}
          {error && !isFetching ? <ErrorState layout="card" title="We couldn't estimate this sheet size" error={error} /> : null}
          {estimate && !error ? <EstimateView estimate={estimate} rows={cutList.rows} /> : null}
        </div>
      </Section>
    </div>
  );
}
