import { useMemo } from 'react';
import { useSelector } from 'react-redux';

import { useGetAdminStatsQuery, useGetPendingEngineersQuery } from '../api/admin-api';
import { selectAwaitingAnalytics, selectRejectionsAwaitingAnalytics } from '../stores/approvals-slice';
import type { PendingEngineersParams } from '../types';
import { withApprovalsApplied, withApprovalsAppliedToPage, withRejectionsApplied } from '../utils/approvals';

/** The dashboard's figures, without the engineers approved or rejected here that analytics has not caught up with. */
export function useAdminStats() {
  const query = useGetAdminStatsQuery();
  const approved = useSelector(selectAwaitingAnalytics);
  const rejected = useSelector(selectRejectionsAwaitingAnalytics);
  const stats = useMemo(
    () => (query.data ? withRejectionsApplied(withApprovalsApplied(query.data, approved), rejected) : undefined),
    [query.data, approved, rejected],
  );
  return { ...query, stats };
}

/** A page of every pending application, likewise without the engineers just approved or rejected. */
export function usePendingEngineersPage(params: PendingEngineersParams, { skip = false }: { skip?: boolean } = {}) {
  const query = useGetPendingEngineersQuery(params, { skip });
  const approved = useSelector(selectAwaitingAnalytics);
  const rejected = useSelector(selectRejectionsAwaitingAnalytics);
  const page = useMemo(
    () => (query.currentData ? withApprovalsAppliedToPage(query.currentData, [...approved, ...rejected]) : undefined),
    [query.currentData, approved, rejected],
  );
  return { ...query, page };
}
