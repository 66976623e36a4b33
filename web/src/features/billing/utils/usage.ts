import { planHighlights } from './plans';
import type { Limit, Plan, PlanId, UsageStats } from '../types';
import { formatLimit, isUnlimited } from './format';

export interface UsageRow {
  label: string;
  used: number;
  limit: Limit;
}

/** Spec section 2: active projects, projects this month and messages this month against the plan's limits. */
export function usageRows(usage: UsageStats, plan: Plan): UsageRow[] {
  return [
    { label: 'Active projects', used: usage.activeProjects, limit: plan.limits.activeProjects },
    { label: 'Projects this month', used: usage.monthlyProjects, limit: plan.limits.monthlyProjects },
    { label: 'Messages this month', used: usage.messagesThisMonth, limit: plan.limits.messagesPerMonth },
  ];
}

/** "2 of 3", "14 of Unlimited". */
export function usageText({ used, limit }: UsageRow): string {
  return `${used.toLocaleString('en-US')} of ${formatLimit(limit)}`;
}

/** The bar's upper bound; null for an unlimited limit. */
export const usageMax = ({ limit }: UsageRow): number | null => (isUnlimited(limit) ? null : limit);

/** The first five things the plan offers: its features, or its limits for a plan without any (Starter). */
export function planSummary(plan: Plan): string[] {
  return (plan.features.length > 0 ? plan.features : planHighlights(plan)).slice(0, 5);
}

/** The plans above the current one (the list is cheapest first). */
export function upgradePlans(plans: readonly Plan[], current: PlanId): Plan[] {
  const index = plans.findIndex((plan) => plan.id === current);
  return index < 0 ? [] : plans.slice(index + 1);
}
