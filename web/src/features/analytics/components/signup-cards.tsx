import { Briefcase, TrendingUp, UserPlus, Users, type LucideIcon } from 'lucide-react';
import { useId } from 'react';

import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';

import type { PageViewTotal, SignupCounts } from '../types';
import { conversionRate, formatCount, percentOf } from '../utils/report';
import type { ReportQuery } from './report-state';

function StatCard({ title, value, detail, icon: Icon }: { title: string; value: string; detail: string; icon: LucideIcon }) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className="p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-sm font-medium text-slate-600">
          {title}
        </h2>
        <Icon aria-hidden="true" className="h-5 w-5 text-amber-600" />
      </div>
      <p className="mt-2 text-3xl font-bold text-slate-900 tabular-nums">{value}</p>
      <p className="mt-1 text-sm text-slate-500">{detail}</p>
    </Card>
  );
}

interface SignupCardsProps {
  signups: ReportQuery<SignupCounts>;
  pageViewTotal: ReportQuery<PageViewTotal>;
  /** No figures for the range: no date picked, or a range the server refused (its message shows by the dates). */
  unavailable: boolean;
}

/** Total, client and engineer signups over the range, each with its share, and signups per page view. */
export function SignupCards({ signups, pageViewTotal, unavailable }: SignupCardsProps) {
  if (unavailable) return null;
  const counts = signups.currentData;
  const views = pageViewTotal.currentData;
  if (counts && views) {
    const { total, clients, engineers } = counts;
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard title="Total Signups" value={formatCount(total)} detail="Clients and engineers in this range" icon={UserPlus} />
        <StatCard title="Client Signups" value={formatCount(clients)} detail={`${percentOf(clients, total)}% of total`} icon={Users} />
        <StatCard title="Engineer Signups" value={formatCount(engineers)} detail={`${percentOf(engineers, total)}% of total`} icon={Briefcase} />
        <StatCard
          title="Conversion Rate"
          value={`${conversionRate(total, views.views)}%`}
          detail={`${formatCount(total)} signups from ${formatCount(views.views)} page views`}
          icon={TrendingUp}
        />
      </div>
    );
  }
  const failed = [signups, pageViewTotal].find((query) => query.isError && query.currentData === undefined);
  if (failed) {
    const retry = () => {
      if (!counts) void signups.refetch();
      if (!views) void pageViewTotal.refetch();
    };
    return <ErrorState layout="card" title="We couldn't load the signup figures" error={failed.error} onRetry={retry} retrying={signups.isFetching || pageViewTotal.isFetching} />;
  }
  return (
    <LoadingState label="Loading signup figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <SkeletonBlocks count={4} className="h-32" />
    </LoadingState>
  );
}
