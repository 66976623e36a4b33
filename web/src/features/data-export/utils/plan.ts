import type { PlanRequired } from '@/lib/plan-required';
import { paths } from '@/config/paths';

/** What the server would answer a starter member (plans contract), shown before any request is made. */
export const DATA_EXPORT_REQUIRED: PlanRequired = {
  capability: 'data_export',
  plan: 'professional',
  link: paths.premiumPlans.getHref(),
  message: 'Data export is part of the Professional plan: upgrade to use it.',
};
