import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { UserText } from '@/components/ui/user-text';
import { cn } from '@/lib/cn';

/** A short fact with its icon, e.g. the rating or the location under an engineer's name. */
export function IconFact({ icon: Icon, iconClassName, className, children }: { icon: LucideIcon; iconClassName?: string; className?: string; children: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <Icon aria-hidden="true" className={cn('h-4 w-4 shrink-0', iconClassName)} />
      {children}
    </span>
  );
}

/** The star before a rating. */
export const STAR_ICON_CLASS = 'fill-amber-400 text-amber-400';

/** An engineer's name with badges beside it and a line of facts (rating, location, …) under it. */
export function EngineerHeading({ name, badges, children }: { name: string; badges: ReactNode; children: ReactNode }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <UserText as="h1" className="min-w-0 text-3xl font-bold tracking-tight text-slate-900">
          {name}
        </UserText>
        {badges}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">{children}</div>
    </>
  );
}
