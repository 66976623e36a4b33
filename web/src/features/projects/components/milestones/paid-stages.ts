import { createContext } from 'react';

import type { MilestoneStage } from '@/lib/disputes';

/**
 * The stages billing says are paid (held or settled), or undefined while it is not known; `skip` when the viewer
 * may not see the payments. A hook the app supplies from the billing feature (features do not import each other).
 */
export type PaidStagesHook = (projectId: number, options: { skip: boolean }) => ReadonlySet<MilestoneStage> | undefined;

const unknownPayments: PaidStagesHook = () => undefined;

/** Which stages billing says are paid, for the Milestones card; without a provider none is known. */
export const PaidStagesContext = createContext<PaidStagesHook>(unknownPayments);

/**
 * Billing hears of a payment before the projects service does (it funds the stage on billing's event): while a paid
 * stage still reads pending, the milestones are asked for again once after this pause (the frames refresh them too).
 */
export const MILESTONE_CONFIRM_RECHECK_MS = 3000;

/** The stages paid at billing that the milestones still show as pending. */
export function confirmingStages(
  milestones: { milestones: ReadonlyArray<{ stage: MilestoneStage; state: string }> } | undefined,
  paid: ReadonlySet<MilestoneStage> | undefined,
): MilestoneStage[] {
  if (!milestones || !paid) return [];
  return milestones.milestones.filter((milestone) => milestone.state === 'pending' && paid.has(milestone.stage)).map((milestone) => milestone.stage);
}
