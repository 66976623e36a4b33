import type { ReactNode } from 'react';

/** A table that scrolls inside its own box on a narrow screen instead of widening the page. */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="max-w-full overflow-x-auto rounded-xl border border-slate-200" role="group" aria-label={label}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">{children}</table>
    </div>
  );
}
