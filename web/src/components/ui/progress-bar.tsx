import { cn } from '@/lib/cn';

export interface ProgressBarProps {
  /** Names the bar for screen readers, e.g. 'Active projects used'. */
  label: string;
  value: number;
  /** null: no upper bound (an unlimited plan); the bar stays empty and reports no percentage. */
  max: number | null;
  /** What screen readers hear for the value; `${value} of ${max}` by default, e.g. '42%' for an upload. */
  valueText?: string;
  /**
   * 'limit' (default): how much of a plan limit is used, red once it is reached. 'progress': how far a task has come
   * (an upload), amber all the way.
   */
  tone?: 'limit' | 'progress';
  className?: string;
}

/** How much of a limit is used, or how far a task has come. */
export function ProgressBar({ label, value, max, valueText, tone = 'limit', className }: ProgressBarProps) {
  const bounded = max !== null && max > 0;
  const percent = bounded ? Math.min(100, Math.round((value / max) * 100)) : 0;
  const full = tone === 'limit' && percent >= 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={bounded ? max : undefined}
      aria-valuenow={bounded ? Math.min(value, max) : undefined}
      aria-valuetext={valueText ?? (bounded ? `${value} of ${max}` : `${value}, unlimited`)}
      className={cn('h-2 overflow-hidden rounded-full bg-slate-100', className)}
    >
      <div className={cn('h-full rounded-full transition-[width]', full ? 'bg-red-500' : 'bg-amber-500')} style={{ width: `${percent}%` }} />
    </div>
  );
}
