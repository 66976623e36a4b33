import { paths } from '@/config/paths';
import type { PlanRequired } from '@/lib/plan-required';

/** What the server would answer a member without custom integrations (plans contract), shown before any request. */
export const WEBHOOKS_REQUIRED: PlanRequired = {
  capability: 'custom_integrations',
  plan: 'enterprise',
  link: paths.premiumPlans.getHref(),
  message: 'Custom integrations is part of the Enterprise plan: upgrade to use it.',
};
