import type { CutList } from '../../../types';
import { area, cell, headCell, headNumberCell, numberCell } from './table-cells';
import { TableBox } from './table-box';

export function MaterialTotals({ cutList }: { cutList: CutList }) {
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
