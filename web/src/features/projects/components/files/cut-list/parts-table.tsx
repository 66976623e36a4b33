import { UserText } from '@/components/ui/user-text';

import type { CutList } from '../../../types';
import { formatMm } from '../../../utils/files';
import { cell, headCell, headNumberCell, numberCell } from './table-cells';
import { TableBox } from './table-box';

export function PartsTable({ cutList }: { cutList: CutList }) {
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
