import { CircleAlert, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

export type AlertTone = 'error' | 'warning' | 'info';

const TONES: Record<AlertTone, { box: string; icon: LucideIcon }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-900', icon: CircleAlert },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: TriangleAlert },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: Info },
};

export interface AlertProps {
  tone?: AlertTone;
  /** A bold first line. */
  title?: string;
  children: ReactNode;
  /** What to do about it: a link or a button, after the text. */
  action?: ReactNode;
  className?: string;
}

/**
 * A message inside the page that stays until the situation changes (a declined card, a plan limit), unlike a toast.
 * Errors and warnings are announced (`role="alert"`); information is a polite status.
 */
export function Alert({ tone = 'error', title, children, action, className }: AlertProps) {
  const { box, icon: Icon } = TONES[tone];
  return (
    <div role={tone === 'info' ? 'status' : 'alert'} className={cn('flex items-start gap-3 rounded-xl border p-4 text-sm', box, className)}>
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
        {action ? <div className="pt-1">{action}</div> : null}
      </div>
    </div>
  );
}
