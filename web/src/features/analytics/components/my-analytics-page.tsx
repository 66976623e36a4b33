import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { UpgradePrompt } from '@/components/ui/upgrade-prompt';
import { errorStatus, serverMessage } from '@/lib/errors';
import { planRequired } from '@/lib/plan-required';

import { useGetMyAnalyticsQuery } from '../api/analytics-api';
import { defaultRange } from '../utils/report';
import { ClientFigures } from './client-figures';
import { EngineerFigures } from './engineer-figures';

type MyAnalyticsQuery = ReturnType<typeof useGetMyAnalyticsQuery>;

/** The figures, or why there are none: loading, the plan lacks analytics (upgrade prompt), a refused range, a failure. */
function Figures({ query }: { query: MyAnalyticsQuery }) {
  const required = planRequired(query.error);
  if (required) return <UpgradePrompt required={required} headingAs="h2" />;
  if (errorStatus(query.error) === 400) {
    return (
      <Alert tone="error" title="This date range can't be shown">
        {serverMessage(query.error) ?? 'This date range is not valid.'}
      </Alert>
    );
  }
  if (query.isError) {
    return <ErrorState layout="card" title="We couldn't load your analytics" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const figures = query.currentData;
  if (!figures) return <LoadingState label="Loading your analytics"><SkeletonBlocks count={4} className="mb-2 h-24 rounded-lg" /></LoadingState>;
  return figures.role === 'engineer' ? <EngineerFigures figures={figures} /> : <ClientFigures figures={figures} />;
}

/**
 * /analytics for a client or an engineer (professional plans and up): their own figures over a chosen range of UTC
 * days. On a plan without analytics the server's refusal shows as the upgrade prompt.
 */
export function MyAnalyticsPage() {
  const [initialRange] = useState(() => defaultRange());
  const [start, setStart] = useState(initialRange.start);
  const [end, setEnd] = useState(initialRange.end);
  const complete = Boolean(start && end);
  const query = useGetMyAnalyticsQuery({ start, end }, { skip: !complete });

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your Analytics</h1>
        <p className="mt-2 text-slate-600">How your work on CabinetWorks is going, over the days you choose.</p>
      </div>
      <Card className="p-5">
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-xl">
          <FormField label="Start date" type="date" value={start} onChange={(event) => setStart(event.target.value)} required />
          <FormField label="End date" type="date" value={end} onChange={(event) => setEnd(event.target.value)} required />
        </div>
        <p className="mt-3 text-xs text-slate-500">Days are UTC calendar days; both dates are included; at most a year.</p>
      </Card>
      {complete ? <Figures query={query} /> : <Alert tone="info">Pick a start and an end date to see your figures.</Alert>}
    </div>
  );
}
