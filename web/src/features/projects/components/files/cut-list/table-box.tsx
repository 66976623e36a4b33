import type { ReactNode } from 'react';

import { HorizontalScroll } from '@/components/ui/horizontal-scroll';

/** A table that scrolls inside its own box on a narrow screen instead of widening the page, and says so. */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HorizontalScroll label={label} className="rounded-xl border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">{children}</table>
    </HorizontalScroll>
  );
}
