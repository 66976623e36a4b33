import { Table2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { Spinner } from '@/components/ui/spinner';
import { UserText } from '@/components/ui/user-text';

import { useGetCutListQuery } from '../../api/deliverables-api';
import type { CutList, FileVersion, SheetEstimate, SheetSize } from '../../types';
import { formatMm, KERF_MM, SHEET_PRESETS } from '../../utils/files';
import { SheetSizeChooser } from './sheet-size-chooser';

const area = (m2: number) => `${m2.toFixed(2)} m²`;
const percent = (share: number) => `${Math.round(share * 100)} %`;

const cell = 'px-3 py-2 text-left align-top';
const numberCell = 'px-3 py-2 text-right align-top tabular-nums';
const headCell = 'px-3 py-2 text-left font-medium text-slate-600';
const headNumberCell = 'px-3 py-2 text-right font-medium text-slate-600';

/** A table that scrolls inside its own box on a narrow screen instead of widening the page. */
function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="max-w-full overflow-x-auto rounded-xl border border-slate-200" role="group" aria-label={label}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">{children}</table>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function PartsTable({ cutList }: { cutList: CutList }) {
  if (cutList.rows.length === 0) return <p className="text-sm text-slate-500">No parts could be read.</p>;
  return (
    <TableBox label="Parts table">
      <caption className="sr-only">Parts</caption>
      <thead className="bg-slate-50">
        <tr>
          <th scope="col" className={headCell}>Part</th>
          <th scope="col" className={headCell}>Material</th>
          <th scope="col" className={headNumberCell}>Thickness (mm)</th>
          <th scope="col" className={headNumberCell}>Length (mm)</th>
          <th scope="col" className={headNumberCell}>Width (mm)</th>
          <th scope="col" className={headNumberCell}>Qty</th>
          <th scope="col" className={headCell}>Grain</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {cutList.rows.map((row) => (
          <tr key={row.line}>
            <td className={`${cell} min-w-32 text-slate-900`}>
              <UserText>{row.part}</UserText> <span className="text-xs text-slate-400">line {row.line}</span>
            </td>
            <td className={`${cell} min-w-28`}>
              <UserText>{row.material}</UserText>
            </td>
            <td className={numberCell}>{formatMm(row.thicknessMm)}</td>
            <td className={numberCell}>{formatMm(row.lengthMm)}</td>
            <td className={numberCell}>{formatMm(row.widthMm)}</td>
            <td className={numberCell}>{row.quantity}</td>
            <td className={cell}>{row.grain ? 'Along length' : 'Any'}</td>
          </tr>
        ))}
      </tbody>
    </TableBox>
  );
}

function MaterialTotals({ cutList }: { cutList: CutList }) {
  const { totals } = cutList;
  if (totals.materials.length === 0) return null;
  return (
    <TableBox label="Totals per material">
      <thead className="bg-slate-50">
        <tr>
          <th scope="col" className={headCell}>Material</th>
          <th scope="col" className={headNumberCell}>Parts</th>
          <th scope="col" className={headNumberCell}>Area</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {totals.materials.map((total) => (
          <tr key={total.material}>
            <td className={`${cell} break-words`}>{total.material}</td>
            <td className={numberCell}>{total.parts}</td>
            <td className={numberCell}>{area(total.areaM2)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="bg-slate-50 font-semibold text-slate-900">
        <tr>
          <th scope="row" className={cell}>Total</th>
          <td className={numberCell}>{totals.parts}</td>
          <td className={numberCell}>{area(totals.areaM2)}</td>
        </tr>
      </tfoot>
    </TableBox>
  );
}

function Problems({ cutList }: { cutList: CutList }) {
  if (cutList.problems.length === 0) return null;
  return (
    <Section title={`Rows that could not be read (${cutList.problems.length})`}>
      <ul aria-label="Cut list problems" className="space-y-1 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        {cutList.problems.map((problem, index) => (
          <li key={`${problem.line}-${index}`} className="break-words">
            <span className="font-medium">Line {problem.line}:</span> {problem.reason}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function EstimateView({ estimate }: { estimate: SheetEstimate }) {
  if (estimate.error) return <Alert title="No sheet estimate">{estimate.error}</Alert>;
  if (estimate.materials.length === 0) return <p className="text-sm text-slate-500">No parts to estimate.</p>;
  const unfit = estimate.materials.flatMap((material) => material.doesNotFit.map((part) => ({ ...part, material: material.material })));
  return (
    <div className="space-y-3">
      <TableBox label="Sheet estimate">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={headCell}>Material</th>
            <th scope="col" className={headNumberCell}>Thickness (mm)</th>
            <th scope="col" className={headNumberCell}>Parts</th>
            <th scope="col" className={headNumberCell}>Sheets</th>
            <th scope="col" className={headNumberCell}>At least</th>
            <th scope="col" className={headNumberCell}>Utilisation</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {estimate.materials.map((material) => (
            <tr key={`${material.material}-${material.thicknessMm}`}>
              <td className={cell}>
                <UserText>{material.material}</UserText>
              </td>
              <td className={numberCell}>{formatMm(material.thicknessMm)}</td>
              <td className={numberCell}>{material.parts}</td>
              <td className={numberCell}>{material.sheets}</td>
              <td className={numberCell}>{material.lowerBound}</td>
              <td className={numberCell}>{percent(material.utilisation)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-slate-50 font-semibold text-slate-900">
          <tr>
            <th scope="row" className={cell} colSpan={3}>
              Total sheets
            </th>
            <td className={numberCell}>{estimate.sheets}</td>
            <td className={numberCell}>{estimate.lowerBound}</td>
            <td className={numberCell} />
          </tr>
        </tfoot>
      </TableBox>
      {estimate.approximate ? (
        <Alert tone="info" title="An approximate count">
          This list is too large to pack every part carefully in a preview: after the first ones the rest were placed
          more roughly, so the sheet count may be a little high.
        </Alert>
      ) : null}
      {unfit.length > 0 ? (
        <Alert tone="warning" title="Parts that fit on no sheet of this size">
          <ul aria-label="Parts that do not fit" className="space-y-1">
            {unfit.map((part, index) => (
              <li key={`${part.line}-${index}`} className="wrap-anywhere">
                <UserText>{part.part}</UserText> (<UserText>{part.material}</UserText>, line {part.line}, {formatMm(part.lengthMm)} × {formatMm(part.widthMm)} mm ×{' '}
                {part.quantity}): {part.reason}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}

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
          {estimate && !error ? <EstimateView estimate={estimate} /> : null}
        </div>
      </Section>
    </div>
  );
}

/** 'Preview cut list': a CSV cut list's parts, totals and sheet estimate in a dialog. */
export function CutListPreviewButton({ file, fileLabel }: { file: FileVersion; fileLabel: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`Cut list: ${fileLabel}`}
      description="Parts, totals per material and a sheet estimate."
      className="max-w-5xl"
      trigger={
        <Button size="sm" variant="outline" aria-label={`Preview cut list ${fileLabel}`}>
          <Table2 aria-hidden="true" className="h-4 w-4" /> Preview cut list
        </Button>
      }
    >
      {open ? <CutListPreviewContent file={file} /> : null}
    </Dialog>
  );
}
