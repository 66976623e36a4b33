import { cn } from '@/lib/cn';

export interface ProgressBarProps {
  /** Names the bar for screen readers, e.g. 'Active projects used'. */
  label: string;
  value: number;
  /** null: no upper bound (an unlimited plan); the bar stays empty and reports no percentage. */
  max: number | null;
  className?: string;
}

/** How much of a limit is used: amber, then red once the limit is reached. */
export function ProgressBar({ label, value, max, className }: ProgressBarProps) {
  const bounded = max !== null && max > 0;
  const percent = bounded ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={bounded ? max : undefined}
      aria-valuenow={bounded ? Math.min(value, max) : undefined}
      aria-valuetext={bounded ? `${value} of ${max}` : `${value}, unlimited`}
      className={cn('h-2 overflow-hidden rounded-full bg-slate-100', className)}
    >
      <div className={cn('h-full rounded-full transition-[width]', percent >= 100 ? 'bg-red-500' : 'bg-amber-500')} style={{ width: `${percent}%` }} />
    </div>
  );
}
