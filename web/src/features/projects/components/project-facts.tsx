import { Boxes, CalendarClock, DollarSign, Layers, type LucideIcon } from 'lucide-react';

import { cn } from '@/lib/cn';

import type { Project } from '../types';

type ProjectSpecs = Pick<Project, 'cabinetType' | 'budgetRange' | 'timeline' | 'materialType'>;

const FACTS: Array<{ key: keyof ProjectSpecs; label: string; icon: LucideIcon }> = [
  { key: 'cabinetType', label: 'Cabinet type', icon: Boxes },
  { key: 'budgetRange', label: 'Budget', icon: DollarSign },
  { key: 'timeline', label: 'Timeline', icon: CalendarClock },
  { key: 'materialType', label: 'Material', icon: Layers },
];

/** Cabinet type, budget, timeline and material as a compact row of labelled facts. */
export function ProjectFacts({ project, className }: { project: ProjectSpecs; className?: string }) {
  return (
    <dl className={cn('flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-slate-600', className)}>
      {FACTS.map(({ key, label, icon: Icon }) => (
        <div key={key} className="inline-flex items-center gap-1.5">
          <dt className="inline-flex items-center">
            <Icon aria-hidden="true" className="h-4 w-4 text-slate-400" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd>{project[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
