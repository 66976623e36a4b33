import { cn } from '@/lib/cn';

import { statusDisplay } from '../utils/status';

// The badge is shared with the admin dashboard.
export { ProjectStatusBadge } from '@/components/shared/project-status-badge';

const BAR_COLORS = {
  blue: 'bg-sky-500',
  amber: 'bg-amber-500',
  green: 'bg-emerald-500',
  slate: 'bg-slate-400',
} as const;

/** Spec section 4: posted 25 %, in progress 75 %, completed 100 %; any other status a gray bar. */
export function ProjectProgress({ status }: { status: string }) {
  const { progress, tone } = statusDisplay(status);
  const known = progress !== null;
  return (
    <div>
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-slate-700">Progress</span>
        {known ? <span className="font-semibold text-slate-900">{progress}%</span> : null}
      </div>
      <div
        role="progressbar"
        aria-label="Project progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={known ? progress : undefined}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div className={cn('h-full rounded-full transition-[width]', BAR_COLORS[tone])} style={{ width: `${progress ?? 100}%` }} />
      </div>
    </div>
  );
}
