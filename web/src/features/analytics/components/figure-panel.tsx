import type { ReactNode } from 'react';
import { useId } from 'react';

import { Card } from '@/components/ui/card';

/** One chart or table of a member's figures: a region named by its heading. */
export function FigurePanel({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="min-w-0 space-y-3 p-5">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {note ? <p className="mt-1 text-sm text-slate-500">{note}</p> : null}
      </div>
      {children}
    </Card>
  );
}
