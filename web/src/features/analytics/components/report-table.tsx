import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

export interface ReportRow {
  key: string;
  /** The row's name (first column). */
  label: ReactNode;
  /** The figures, one per remaining column. */
  values: ReactNode[];
}

interface ReportTableProps {
  /** Names the table for screen readers. */
  caption: string;
  /** Column headers: the name column first, then one per figure. */
  columns: string[];
  rows: ReportRow[];
  className?: string;
}

const CELL = 'px-3 py-2';

/** A small table of figures: names in the first column (row headers), numbers right-aligned. */
export function ReportTable({ caption, columns, rows, className }: ReportTableProps) {
  const [nameColumn, ...valueColumns] = columns;
  return (
    // A scroll container keyboard users can focus (and scroll), named like its table; relative keeps the sr-only
    // caption inside it.
    <div role="region" aria-label={caption} tabIndex={0} className={cn('relative overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-amber-700', className)}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
            <th scope="col" className={cn(CELL, 'font-semibold')}>
              {nameColumn}
            </th>
            {valueColumns.map((column) => (
              <th key={column} scope="col" className={cn(CELL, 'text-right font-semibold')}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100 last:border-b-0">
              <th scope="row" className={cn(CELL, 'font-medium break-all text-slate-800')}>
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td key={valueColumns[index] ?? index} className={cn(CELL, 'text-right text-slate-900 tabular-nums')}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
