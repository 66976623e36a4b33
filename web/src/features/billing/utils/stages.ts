import type { PaymentStage, PaymentType, ProjectPayments, ProjectStagePayment, StageStatus } from '../types';
import { moneyDollars } from './format';

export const PAYMENT_TYPES: readonly PaymentType[] = ['down_payment', 'milestone', 'final_payment'];

export const STAGE_STATUS_LABELS: Record<StageStatus, string> = {
  pending: 'Pending',
  paid: 'Paid (held)',
  released: 'Released',
  refunded: 'Refunded',
  split: 'Split',
};

/** `?type=`: a known payment type, otherwise none. */
export function parsePaymentType(value: string | null): PaymentType | null {
  return PAYMENT_TYPES.find((type) => type === value) ?? null;
}

/** Only a stage nobody has paid yet can be paid. */
export const isPayable = (stage: PaymentStage): boolean => stage.status === 'pending';

/**
 * The stage the payment page pays: the one the client picked while it is still payable, otherwise the next payable
 * one (the down payment first); null once every stage is paid.
 */
export function selectedStage(payments: ProjectPayments, picked: PaymentType | null): PaymentStage | null {
  const pickedStage = payments.stages.find((stage) => stage.paymentType === picked);
  if (pickedStage && isPayable(pickedStage)) return pickedStage;
  return payments.stages.find((stage) => stage.paymentType === payments.nextPayable) ?? null;
}

/**
 * The earlier stage still unpaid when `stage` is picked: billing takes the stages in order (it answers 409 "Pay the
 * down payment before the final delivery."), so the page says so instead of asking; null when `stage` may be paid.
 */
export function unpaidEarlierStage(payments: ProjectPayments, stage: PaymentStage): PaymentStage | null {
  const position = PAYMENT_TYPES.indexOf(stage.paymentType);
  return payments.stages.find((earlier) => PAYMENT_TYPES.indexOf(earlier.paymentType) < position && isPayable(earlier)) ?? null;
}

/** The body of POST /api/create-project-payment: the stage's own amount, and milestone 1 for the milestone only. */
export function stagePayment(projectId: number, stage: PaymentStage): ProjectStagePayment {
  return {
    projectId,
    amount: moneyDollars(stage.amount),
    paymentType: stage.paymentType,
    ...(stage.paymentType === 'milestone' ? { milestone: 1 as const } : {}),
  };
}
