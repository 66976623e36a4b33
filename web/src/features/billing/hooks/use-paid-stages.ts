import { useMemo } from 'react';

import type { MilestoneStage } from '@/lib/disputes';

import { useGetProjectPaymentsQuery } from '../api/payments-api';

/**
 * The project's stages billing has been paid for (held in escrow, or already released, refunded or split), or
 * undefined while the payments are not known. The project page's Milestones card reads it so that it never says a
 * stage is waiting for its payment when the Payments card says it was paid.
 */
export function usePaidStages(projectId: number, { skip }: { skip: boolean }): ReadonlySet<MilestoneStage> | undefined {
  const { data } = useGetProjectPaymentsQuery(projectId, { skip });
  return useMemo(() => (data ? new Set(data.stages.filter((stage) => stage.status !== 'pending').map((stage) => stage.paymentType)) : undefined), [data]);
}
