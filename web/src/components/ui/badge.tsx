import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

export type BadgeTone = 'amber' | 'slate' | 'green' | 'blue' | 'red';

const TONES: Record<BadgeTone, string> = {
  amber: 'bg-amber-100 text-amber-800 ring-amber-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  blue: 'bg-sky-50 text-sky-700 ring-sky-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
};

export function Badge({ tone = 'slate', className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', TONES[tone], className)}>
      {children}
    </span>
  );
}

/** The green badge of a verified engineer. */
export function VerifiedBadge({ label = 'Verified' }: { label?: string }) {
  return (
    <Badge tone="green">
      <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" /> {label}
    </Badge>
  );
}
