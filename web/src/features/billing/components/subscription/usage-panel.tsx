import type { ReactNode } from 'react';

import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { ProgressBar } from '@/components/ui/progress-bar';

import { useGetUsageStatsQuery } from '../../api/subscription-api';
import type { Plan } from '../../types';
import { usageMax, usageRows, usageText } from '../../utils/usage';

interface UsagePanelProps {
  plan: Plan | undefined;
  /** The plans (and so the limits) could not be loaded. */
  plansError: unknown;
  onRetryPlans: () => void;
}

export function UsagePanel({ plan, plansError, onRetryPlans }: UsagePanelProps) {
  const { data: usage, isError, error, refetch, isFetching } = useGetUsageStatsQuery();
  let body: ReactNode;
  if (!usage && isError) {
    body = <ErrorState layout="card" title="We couldn't load your usage" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (!plan && plansError) {
    body = <ErrorState layout="card" title="We couldn't load your plan's limits" error={plansError} onRetry={onRetryPlans} />;
  } else if (!usage || !plan) {
    body = (
      <LoadingState label="Loading usage" className="space-y-4">
        <SkeletonBlocks count={3} className="h-10 rounded-lg" />
      </LoadingState>
    );
  } else {
    body = (
      <ul className="space-y-5">
        {usageRows(usage, plan).map((row) => (
          <li key={row.label}>
            <div className="flex items-baseline justify-between text-sm">
              <span className="font-medium text-slate-700">{row.label}</span>
              <span className="text-slate-900">{usageText(row)}</span>
            </div>
            <ProgressBar label={`${row.label} used`} value={row.used} max={usageMax(row)} className="mt-2" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Panel title="Usage Overview" description="What counts against your plan's limits." region>
      {body}
    </Panel>
  );
}
