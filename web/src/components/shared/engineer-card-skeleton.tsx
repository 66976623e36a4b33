import { Card } from '@/components/ui/card';

/** An engineer's card while the directory loads (the /engineers grid and the home page's top engineers). */
export function EngineerCardSkeleton() {
  return (
    <Card className="p-6" aria-hidden="true" data-testid="engineer-card-skeleton">
      <div className="flex animate-pulse items-start gap-4">
        <div className="h-14 w-14 rounded-full bg-slate-200" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-2/3 rounded bg-slate-200" />
          <div className="h-3 w-1/2 rounded bg-slate-200" />
        </div>
      </div>
      <div className="mt-5 flex animate-pulse gap-2">
        <div className="h-5 w-20 rounded-full bg-slate-200" />
        <div className="h-5 w-16 rounded-full bg-slate-200" />
      </div>
      <div className="mt-4 animate-pulse space-y-2">
        <div className="h-3 rounded bg-slate-200" />
        <div className="h-3 w-5/6 rounded bg-slate-200" />
      </div>
    </Card>
  );
}
