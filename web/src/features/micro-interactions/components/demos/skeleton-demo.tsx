import { useState } from 'react';

import { SwitchField } from '@/components/ui/switch';

export function SkeletonDemo() {
  const [loading, setLoading] = useState(true);
  return (
    <div className="space-y-4">
      <SwitchField label="Show loading state" checked={loading} onCheckedChange={setLoading} />
      {loading ? (
        <div role="status" aria-label="Loading engineer card" className="flex gap-4 rounded-xl border border-slate-200 p-4">
          <div className="h-12 w-12 shrink-0 rounded-full bg-slate-200 motion-safe:animate-pulse" />
          <div className="min-w-0 flex-1 space-y-2">
            <div className="h-4 w-2/3 rounded bg-slate-200 motion-safe:animate-pulse" />
            <div className="h-3 w-full rounded bg-slate-200 motion-safe:animate-pulse" />
            <div className="h-3 w-1/2 rounded bg-slate-200 motion-safe:animate-pulse" />
          </div>
        </div>
      ) : (
        <div className="flex gap-4 rounded-xl border border-slate-200 p-4 motion-safe:animate-fade-in">
          <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-amber-100 font-semibold text-amber-800">
            DC
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">David Chen</p>
            <p className="text-sm text-slate-600">Cabinet Vision engineer · 4.9 rating · 150+ projects</p>
          </div>
        </div>
      )}
    </div>
  );
}
