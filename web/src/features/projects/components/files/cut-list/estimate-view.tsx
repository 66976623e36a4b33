import { Alert } from '@/components/ui/alert';
import { UserText } from '@/components/ui/user-text';

import type { CutListRow, SheetEstimate } from '../../../types';
import { formatMm } from '../../../utils/files';
import { cell, headCell, headNumberCell, numberCell, percent } from './table-cells';
import { TableBox } from './table-box';
import { SheetPictures, type PictureGroup } from '../nesting/sheet-pictures';

/** Each material's drawn sheets, their parts labelled with the cut list's part names. */
function pictureGroups(estimate: SheetEstimate, rows: readonly CutListRow[]): PictureGroup[] {
  return estimate.materials.map((material) => ({
    name: `${material.material} ${formatMm(material.thicknessMm)} mm`,
    sheets: material.sheets,
    layouts: (material.layouts ?? []).map((sheet, s) =>
      sheet.parts.map((p, i) => ({ key: `${s}-${i}`, x: p.x, y: p.y, sizeX: p.sizeX, sizeY: p.sizeY, label: rows[p.row]?.part ?? '' })),
    ),
  }));
}

export function EstimateView({ estimate, rows = [] }: { estimate: SheetEstimate; rows?: readonly CutListRow[] }) {
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
      <SheetPictures groups={pictureGroups(estimate, rows)} lengthMm={estimate.sheet.lengthMm} widthMm={estimate.sheet.widthMm} />
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
