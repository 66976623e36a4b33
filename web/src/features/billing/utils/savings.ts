import type { Plan } from '../types';
import { moneyCents } from './format';

/**
 * What paying yearly saves against twelve monthly payments, by the plan's own prices (GET /api/plans), as a whole
 * percent rounded down so that it is never overstated (16.7 % -> 16); null when the year saves nothing.
 */
export function yearlySavingPercent(plan: Plan): number | null {
  const monthly = moneyCents(plan.price.monthly);
  const yearly = moneyCents(plan.price.yearly);
  if (monthly === null || yearly === null || monthly <= 0) return null;
  const twelveMonths = 12 * monthly;
  if (yearly >= twelveMonths) return null;
  const percent = Math.floor(((twelveMonths - yearly) * 100) / twelveMonths);
  return percent > 0 ? percent : null;
}

/**
 * The billing toggle's claim, from every plan's prices: 'Save 16%' when every plan that saves saves as much,
 * 'Save up to 17%' otherwise; null when no plan saves (or before the plans have loaded).
 */
export function yearlySavingClaim(plans: readonly Plan[]): string | null {
  const percents = plans.map(yearlySavingPercent).filter((percent): percent is number => percent !== null);
  if (percents.length === 0) return null;
  const best = Math.max(...percents);
  return percents.every((percent) => percent === best) ? `Save ${best}%` : `Save up to ${best}%`;
}
