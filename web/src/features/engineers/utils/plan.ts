import type { PlanRequired } from '@/lib/plan-required';

import type { AdvancedFilters } from '../types';
import { paths } from '@/config/paths';

/** In place of ratings and reviews for a viewer whose plan has no engineer_ratings (issue 29 item 6). */
export const RATINGS_REQUIRED: PlanRequired = {
  capability: 'engineer_ratings',
  plan: 'professional',
  link: paths.premiumPlans.getHref(),
  message: 'Upgrade to Professional to see ratings and reviews.',
};

/** In place of the advanced filters for a member whose plan has no advanced_filters (issue 29 item 5). */
export const ADVANCED_FILTERS_REQUIRED: PlanRequired = {
  capability: 'advanced_filters',
  plan: 'professional',
  link: paths.premiumPlans.getHref(),
  message: 'Advanced filters (rating, hourly rate, completed projects, availability, response time, verified only and sorting) are part of the Professional plan: upgrade to use them.',
};

/** Beside the hourly rate of an engineer whose plan has no custom_rates (issue 29 item 7). */
export const CUSTOM_RATES_REQUIRED: PlanRequired = {
  capability: 'custom_rates',
  plan: 'professional',
  link: paths.premiumPlans.getHref(),
  message: 'Your hourly rate shows on your profile and in the directory on the Professional plan. Upgrade to show it.',
};

/** The advanced filters all off. */
export const NO_ADVANCED_FILTERS: AdvancedFilters = {
  minRating: '',
  minRate: '',
  maxRate: '',
  minCompletedProjects: '',
  availability: '',
  maxResponseTime: '',
  verifiedOnly: false,
  sort: '',
};
