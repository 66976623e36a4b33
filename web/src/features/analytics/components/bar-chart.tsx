import { barHeight } from '../utils/report';

export interface Bar {
  key: string;
  /** Under the bar (e.g. 'Nov 2026'); left out on dense series. */
  label: string;
  value: number;
  /** The figure as read: 'Nov 3: 2 views'. */
  text: string;
}

interface BarChartProps {
  /** The list's name for screen readers, e.g. 'Profile views per day'. */
  label: string;
  bars: Bar[];
  /** Show each bar's label under it (months), not only the first and last (days). */
  labelEach?: boolean;
}

/**
 * Bars scaled to the largest, as plain elements: each carries its figure as text for screen readers (and as a
 * tooltip); no chart library. Fits 390 px: bars share the width.
 */
export function BarChart({ label, bars, labelEach = false }: BarChartProps) {
  const largest = Math.max(0, ...bars.map((bar) => bar.value));
  const first = bars[0];
  const last = bars[bars.length - 1];
  return (
    <figure>
      {largest === 0 ? <p className="text-sm text-slate-500">Nothing in this range yet.</p> : null}
      <ol aria-label={label} className="flex h-32 items-end gap-0.5 border-b border-slate-200 sm:gap-1">
        {bars.map((bar) => (
          <li key={bar.key} className="flex h-full min-w-0 flex-1 flex-col justify-end" title={bar.text}>
            <span className="sr-only">{bar.text}</span>
            <div aria-hidden="true" className="rounded-t-sm bg-amber-500" style={{ height: `${barHeight(bar.value, largest)}%` }} />
          </li>
        ))}
      </ol>
      {labelEach ? (
        <div aria-hidden="true" className="mt-1 flex gap-0.5 text-center text-[10px] text-slate-500 sm:gap-1">
          {bars.map((bar) => (
            <span key={bar.key} className="min-w-0 flex-1 truncate">
              {bar.label}
            </span>
          ))}
        </div>
      ) : first && last ? (
        <figcaption className="mt-2 flex justify-between gap-2 text-xs text-slate-500">
          <span>{first.label}</span>
          <span>{last.label}</span>
        </figcaption>
      ) : null}
    </figure>
  );
}
