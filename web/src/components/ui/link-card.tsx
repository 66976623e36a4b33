import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';

import { cn } from '@/lib/cn';

import { Card } from './card';

/** A card of a list whose title links somewhere (LinkCardTitle): the whole card is the link's target area. */
export function LinkCard({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <Card className={cn('group relative', className, 'transition-shadow focus-within:shadow-md hover:shadow-md')} {...props} />;
}

/** The h3 of a LinkCard; its link stretches over the whole card. */
export function LinkCardTitle({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <h3 className={cn(className, 'font-semibold text-slate-900')}>
      <Link to={to} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-hover:text-amber-700">
        {children}
      </Link>
    </h3>
  );
}
