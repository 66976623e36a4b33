import type { ReactNode } from 'react';

import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';

export interface ReportQuery<T> {
  currentData?: T;
  isError: boolean;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

interface ReportStateProps<T> {
  query: ReportQuery<T>;
  /** For screen readers while loading, e.g. 'Loading signup sources'. */
  loadingLabel: string;
  /** What could not be loaded, e.g. "We couldn't load the signup sources". */
  errorTitle: string;
  /** Why there are no figures to show (no date picked, a range the server refused); shown instead of them. */
  unavailable?: string | null;
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}

/** One report's figures, or why they are missing: still loading (a skeleton), refused range, or failed (retry). */
export function ReportState<T>({ query, loadingLabel, errorTitle, unavailable, skeleton, children }: ReportStateProps<T>) {
  if (unavailable) return <p className="text-sm text-slate-500">{unavailable}</p>;
  if (query.currentData !== undefined) return children(query.currentData);
  if (query.isError) {
    return <ErrorState layout="card" title={errorTitle} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <LoadingState label={loadingLabel}>{skeleton ?? <SkeletonBlocks count={4} className="mb-2 h-8 rounded-lg" />}</LoadingState>;
}
