import { useId, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { Card } from './card';

export interface PanelProps {
  title: string;
  /** A decorative icon before the title. */
  icon?: ReactNode;
  /** A short line under the title. */
  description?: ReactNode;
  /** A button or link at the title's right. */
  action?: ReactNode;
  className?: string;
  /** Makes the panel a landmark region named by its title (for pages made of several panels). */
  region?: boolean;
  children: ReactNode;
}

/** A titled card, one section of a page. */
export function Panel({ title, icon, description, action, className, region = false, children }: PanelProps) {
  const headingId = useId();
  const heading = (
    <h2 id={headingId} className={cn('text-lg font-semibold text-slate-900', icon ? 'flex items-center gap-2' : null)}>
      {icon}
      {title}
    </h2>
  );
  return (
    // min-w-0: as a grid or flex item the panel may shrink below its content's width (a wide table then scrolls inside).
    <Card className={cn('min-w-0 p-6', className)} {...(region ? { role: 'region', 'aria-labelledby': headingId } : {})}>
      {action ? (
        <div className="flex items-center justify-between gap-4">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </Card>
  );
}
