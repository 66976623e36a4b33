import { Briefcase, TrendingUp, UserPlus, Users } from 'lucide-react';

import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { StatCard } from '@/components/ui/stat-card';

import type { PageViewTotal, SignupCounts } from '../types';
import { conversionRate, formatCount, percentOf } from '../utils/report';
import type { ReportQuery } from './report-state';

interface SignupCardsProps {
  signups: ReportQuery<SignupCounts>;
  pageViewTotal: ReportQuery<PageViewTotal>;
  /** No figures for the range: no date picked, or a range the server refused (its message shows by the dates). */
  unavailable: boolean;
}

/** Total, client and engineer signups over the range, each with its share, and signups per unique visitor. */
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
          value={`${conversionRate(total, views.uniqueVisitors)}%`}
          detail={`Sign-ups / unique visitors: ${formatCount(total)} / ${formatCount(views.uniqueVisitors)}`}
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
