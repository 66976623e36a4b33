import { useMemo } from 'react';
import { useSelector } from 'react-redux';

import { useGetAdminStatsQuery, useGetPendingEngineersQuery } from '../api/admin-api';
import { selectAwaitingAnalytics } from '../stores/approvals-slice';
import type { PendingEngineersParams } from '../types';
import { withApprovalsApplied, withApprovalsAppliedToPage } from '../utils/approvals';

/** The dashboard's figures, without the engineers approved here that analytics has not shown as approved yet. */
export function useAdminStats() {
  const query = useGetAdminStatsQuery();
  const awaiting = useSelector(selectAwaitingAnalytics);
  const stats = useMemo(() => (query.data ? withApprovalsApplied(query.data, awaiting) : undefined), [query.data, awaiting]);
  return { ...query, stats };
}

/** A page of every pending application, likewise without the engineers just approved. */
export function usePendingEngineersPage(params: PendingEngineersParams) {
  const query = useGetPendingEngineersQuery(params);
  const awaiting = useSelector(selectAwaitingAnalytics);
  const page = useMemo(() => (query.currentData ? withApprovalsAppliedToPage(query.currentData, awaiting) : undefined), [query.currentData, awaiting]);
  return { ...query, page };
}
