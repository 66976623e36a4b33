export { useGetPlansQuery } from './api/plans-api';
export { PremiumPlans } from './components/premium-plans';
export type { BillingCycle, Plan, PlanId } from './types';
