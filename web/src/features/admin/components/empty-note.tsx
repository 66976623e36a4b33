import type { LucideIcon } from 'lucide-react';

/** A list of a panel with nothing in it: what is missing and why. */
export function EmptyNote({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-200 px-6 py-10 text-center">
      <Icon aria-hidden="true" className="h-9 w-9 text-slate-300" />
      <p className="font-medium text-slate-900">{title}</p>
      <p className="max-w-sm text-sm text-slate-600">{children}</p>
    </div>
  );
}
