import { formatIsoDate } from '@/lib/date-time';

import type { Plan, Subscription } from '../types';

export const CYCLE_LABELS = { monthly: 'Monthly', yearly: 'Yearly' } as const;

/** 'December 23, 2026'; null on starter (no period end). */
export const periodEnd = (subscription: Subscription): string | null => formatIsoDate(subscription.currentPeriodEnd, 'MMMM d, yyyy');

export const planName = (subscription: Subscription, plan: Plan | undefined): string =>
  plan?.name ?? subscription.plan.charAt(0).toUpperCase() + subscription.plan.slice(1);
