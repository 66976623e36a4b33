import { formatIsoDate } from '@/lib/date-time';

import type { Plan, Subscription } from '../types';

export const CYCLE_LABELS = { monthly: 'Monthly', yearly: 'Yearly' } as const;

/** 'December 23, 2026'; null on starter (no period end). */
export const periodEnd = (subscription: Subscription): string | null => formatIsoDate(subscription.currentPeriodEnd, 'MMMM d, yyyy');

export const planName = (subscription: Subscription, plan: Plan | undefined): string =>
  plan?.name ?? subscription.plan.charAt(0).toUpperCase() + subscription.plan.slice(1);

const CYCLE_NOUNS = { monthly: 'month', yearly: 'year' } as const;

/** 'December 23, 2026': when the trial ends; null outside a trial. */
export const trialEnd = (subscription: Subscription): string | null =>
  subscription.isTrial ? formatIsoDate(subscription.trialEndsAt, 'MMMM d, yyyy') : null;

/** A free trial's terms, as the server set them: "14 days free, then $29.00/month; cancel before December 11, 2026 and you pay nothing." */
export function freeTrialTerms(days: number, price: string, cycle: keyof typeof CYCLE_NOUNS, endsOn: string): string {
  return `${days} days free, then ${price}/${CYCLE_NOUNS[cycle]}; cancel before ${endsOn} and you pay nothing.`;
}

/** The day a trial started now would end ('December 11, 2026'): today plus the server's trial days. */
export function trialEndFromToday(days: number, today: Date = new Date()): string {
  const end = new Date(today.getTime() + days * 24 * 60 * 60 * 1000);
  return formatIsoDate(end.toISOString(), 'MMMM d, yyyy') ?? '';
}
