import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';

import { useGetNestingQuery } from '../../../api/deliverables-api';
import type { FileVersion, Nesting, NestingGroup, SheetSize } from '../../../types';
import { formatMm, KERF_MM, SHEET_PRESETS } from '../../../utils/files';
import { SheetSizeChooser } from '../sheet-size-chooser';
import type { PicturePart } from './sheet-picture';
import { SheetPictures, type PictureGroup } from './sheet-pictures';

const percent = (share: number | null) => (share === null ? '?' : `${Math.round(share * 100)} %`);

function pictureGroup(group: NestingGroup): PictureGroup {
  const label = (part: number) => {
    const size = group.partSizes[part];
    return size ? `${formatMm(size.widthMm)} × ${formatMm(size.heightMm)}` : `Part ${part + 1}`;
  };
  const layouts = (group.layouts ?? []).map((sheet, s) =>
    sheet.parts.map((p, i): PicturePart => ({ key: `${s}-${i}`, x: p.x, y: p.y, sizeX: p.sizeX, sizeY: p.sizeY, label: label(p.part) })),
  );
  return { name: group.layer, sheets: group.sheets, layouts };
}

function NestingSummary({ nesting }: { nesting: Nesting }) {
  const unfit = nesting.groups.flatMap((group) =>
    group.unfitParts.map((u) => {
      const size = group.partSizes[u.part];
      return { key: `${group.layer}-${u.part}`, text: `${group.layer}: ${formatMm(size?.widthMm)} × ${formatMm(size?.heightMm)} mm × ${u.quantity}: ${u.reason}` };
    }),
  );
  return (
    <div className="space-y-2">
      <p className="text-slate-800">
        {nesting.parts} {nesting.parts === 1 ? 'part' : 'parts'} on {nesting.sheets} {nesting.sheets === 1 ? 'sheet' : 'sheets'} (at least{' '}
        {nesting.lowerBound}), {percent(nesting.utilisation)} yield
      </p>
      {nesting.approximate ? <Alert tone="info" title="An approximate count">Past the first parts the rest were placed more roughly, so the sheet count may be a little high.</Alert> : null}
      {unfit.length > 0 ? (
        <Alert tone="warning" title="Parts that fit on no sheet of this size">
          <ul aria-label="Parts that do not fit" className="space-y-1">
            {unfit.map((item) => (
              <li key={item.key} className="wrap-anywhere">{item.text}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}

/** The drawing's parts nested on a sheet the member chooses, per cut layer, with the grain kept or not. */
export function NestingSection({ file }: { file: FileVersion }) {
  const [sheet, setSheet] = useState<SheetSize>(SHEET_PRESETS[0]!);
  const [grain, setGrain] = useState(false);
  const { data, error, isFetching } = useGetNestingQuery({ projectId: file.projectId, fileId: file.id, sheet, kerfMm: KERF_MM, grain });
  return (
    <section aria-label="Nesting" className="space-y-3">
      <h4 className="font-medium text-slate-800">Nesting</h4>
      <p className="text-slate-600">The closed parts nested per cut layer with a {KERF_MM} mm saw kerf (an estimate by rectangles).</p>
      <SheetSizeChooser value={sheet} onChange={setSheet} />
      <label className="flex items-center gap-2 text-slate-800">
        <input type="checkbox" checked={grain} onChange={(event) => setGrain(event.target.checked)} className="h-4 w-4 accent-amber-600" />
        Keep the grain: parts do not turn (their X runs along the sheet&apos;s length)
      </label>
      <div aria-live="polite" aria-busy={isFetching} className="space-y-3">
        {isFetching ? <Spinner label="Nesting the parts" /> : null}
        {error && !isFetching ? <ErrorState layout="card" title="We couldn't nest this drawing" error={error} /> : null}
        {data && !error ? (
          <>
            <NestingSummary nesting={data} />
            <SheetPictures groups={data.groups.map(pictureGroup)} lengthMm={data.sheetLengthMm} widthMm={data.sheetWidthMm} />
          </>
        ) : null}
      </div>
    </section>
  );
}
