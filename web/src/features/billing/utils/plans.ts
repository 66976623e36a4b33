import { paths } from '@/config/paths';

import { CONTACT_SALES_PLAN_ID } from '../data/plans-content';
import type { BillingCycle, Plan } from '../types';
import { formatLimit, formatPlanPrice, isFreePlan, limitPhrase } from './format';

/** The short list of limits on a plan's card. */
export function planHighlights({ limits }: Plan): string[] {
  return [
    limitPhrase(limits.activeProjects, 'active project', 'active projects'),
    limitPhrase(limits.monthlyProjects, 'new project per month', 'new projects per month'),
    limitPhrase(limits.uploadsPerProject, 'upload per project', 'uploads per project'),
    `${limits.maxFileSizeMb} MB max file size`,
    limitPhrase(limits.messagesPerDay, 'message per day', 'messages per day'),
    limitPhrase(limits.fileFormats.length, 'file format', 'file formats'),
  ];
}

export interface ComparisonRow {
  label: string;
  value: (plan: Plan, billing: BillingCycle) => string;
  /** A second, smaller line under the value. */
  detail?: (plan: Plan) => string;
}

/** The limit rows of the comparison table, price first. */
export const LIMIT_ROWS: ComparisonRow[] = [
  { label: 'Price', value: (plan, billing) => formatPlanPrice(plan, billing) },
  { label: 'Active projects', value: (plan) => formatLimit(plan.limits.activeProjects) },
  { label: 'New projects per month', value: (plan) => formatLimit(plan.limits.monthlyProjects) },
  { label: 'Uploads per project', value: (plan) => formatLimit(plan.limits.uploadsPerProject) },
  { label: 'Max file size', value: (plan) => `${plan.limits.maxFileSizeMb} MB` },
  { label: 'Messages per day', value: (plan) => formatLimit(plan.limits.messagesPerDay) },
  { label: 'Messages per month', value: (plan) => formatLimit(plan.limits.messagesPerMonth) },
  {
    label: 'File formats',
    value: (plan) => String(plan.limits.fileFormats.length),
    detail: (plan) => plan.limits.fileFormats.map((format) => format.toUpperCase()).join(', '),
  },
];

/** Every feature any plan offers, in the order the plans (cheapest first) list them. */
export function allFeatures(plans: Plan[]): string[] {
  return [...new Set(plans.flatMap((plan) => plan.features))];
}

export interface PlanAction {
  label: string;
  href: string;
}

/**
 * A plan card's button: Enterprise talks to sales (/contact); a signed-in user goes on to /subscribe with the plan
 * and cycle; a visitor signs up first and is then sent there (the free plan needs no checkout).
 */
export function planAction(plan: Plan, billing: BillingCycle, signedIn: boolean): PlanAction {
  if (plan.id === CONTACT_SALES_PLAN_ID) return { label: 'Contact Sales', href: paths.contact.getHref() };
  const subscribe = paths.subscribe.getHref({ plan: plan.id, billing });
  if (signedIn) return { label: `Choose ${plan.name}`, href: subscribe };
  if (isFreePlan(plan)) return { label: 'Get Started Free', href: paths.auth.getHref({ tab: 'signup' }) };
  return { label: `Choose ${plan.name}`, href: paths.auth.getHref({ tab: 'signup', redirectTo: subscribe }) };
}
