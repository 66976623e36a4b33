import { BILLING_CYCLES, PLAN_IDS } from '@/config/constants';
import { formatMoney } from '@/lib/money';
import { pluralWord } from '@/lib/plural';

import type { BillingCycle, Limit, Money, Plan, PlanId } from '../types';

const MONEY_PATTERN = /^(\d+)\.(\d{2})$/;

/** Whole cents of a Money string ("29.00" -> 2900), or null when it is not one. */
export function moneyCents(money: Money): number | null {
  const match = MONEY_PATTERN.exec(money);
  return match ? Number(match[1]) * 100 + Number(match[2]) : null;
}

/** A Money string as the dollars the payment calls take ("29.00" -> 29, "1250.50" -> 1250.5). */
export function moneyDollars(money: Money): number {
  const cents = moneyCents(money);
  return cents === null ? Number.NaN : cents / 100;
}

/** "$29.00", "$1,290.00": the app's one money format ('@/lib/money'). */
export { formatMoney };

export const isFreePlan = (plan: Plan): boolean => moneyCents(plan.price.monthly) === 0 && moneyCents(plan.price.yearly) === 0;

export const hasYearlySaving = (plan: Plan): boolean => (moneyCents(plan.yearlySaving) ?? 0) > 0;

/** "$29/month" or "$290/year". */
export function formatPlanPrice(plan: Plan, billing: BillingCycle): string {
  return `${formatMoney(plan.price[billing])}/${billing === 'yearly' ? 'year' : 'month'}`;
}

export const isUnlimited = (limit: Limit): boolean => limit < 0;

/** A count limit: "Unlimited" for -1, otherwise the number ("1,000"). */
export function formatLimit(limit: Limit): string {
  return isUnlimited(limit) ? 'Unlimited' : limit.toLocaleString('en-US');
}

/** "3 active projects", "1 upload per project", "Unlimited active projects". */
export function limitPhrase(limit: Limit, singular: string, plural: string): string {
  return `${formatLimit(limit)} ${pluralWord(limit, singular, plural)}`;
}

/** `?plan=`: a known plan id, otherwise none. */
export function parsePlanId(value: string | null): PlanId | null {
  return PLAN_IDS.find((id) => id === value) ?? null;
}

/** `?billing=`: 'yearly' or 'monthly'; anything else is monthly. */
export function parseBillingCycle(value: string | null): BillingCycle {
  return BILLING_CYCLES.find((cycle) => cycle === value) ?? 'monthly';
}
