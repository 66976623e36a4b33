import { TEXT_LIMITS } from '@/config/constants';

/**
 * Words for the milestone stages and dispute decisions: the one place the app names them, on the project page, the
 * payment pages, the demo and the admin dashboard alike (the billing API's own stage label is not shown).
 */

export type MilestoneStage = 'down_payment' | 'milestone' | 'final_payment';

export type DisputeOutcome = 'release' | 'refund' | 'split';

/** A dispute as it was opened and what an admin decided (the decision null while it is open). */
export interface DisputeRecord {
  reason: string;
  openedAt: string;
  outcome: DisputeOutcome | null;
  engineerPercent: number | null;
  note: string | null;
  resolvedAt: string | null;
}

const STAGE_TITLES: Record<MilestoneStage, string> = {
  down_payment: 'Down payment',
  milestone: 'Design approval',
  final_payment: 'Final delivery',
};

/** 'Down payment', 'Design approval', 'Final delivery' (sentence case, like every label); an unknown stage as it is. */
export function stageTitle(stage: string): string {
  return STAGE_TITLES[stage as MilestoneStage] ?? stage;
}

/** 'Released to engineer', 'Refunded to client', 'Split: engineer 60 %, client 40 %'. */
export function disputeOutcomeLabel(outcome: DisputeOutcome, engineerPercent: number | null | undefined): string {
  switch (outcome) {
    case 'release':
      return 'Released to engineer';
    case 'refund':
      return 'Refunded to client';
    case 'split': {
      const engineer = engineerPercent ?? 0;
      return `Split: engineer ${engineer} %, client ${100 - engineer} %`;
    }
  }
}

/** The longest dispute reason, change request or note the projects service takes. */
export const MILESTONE_TEXT_MAX = TEXT_LIMITS.milestoneNote;
