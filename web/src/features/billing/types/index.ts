import type { BILLING_CYCLES, PLAN_IDS } from '@/config/constants';

export type PlanId = (typeof PLAN_IDS)[number];
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** Dollars with two decimals as a string, e.g. "29.00" (billing openapi.yaml, schema Money). */
export type Money = string;

/** A count limit; -1 is unlimited (schema Limit). */
export type Limit = number;

export interface PlanLimits {
  activeProjects: Limit;
  monthlyProjects: Limit;
  uploadsPerProject: Limit;
  maxFileSizeMb: number;
  messagesPerDay: Limit;
  /** The daily cap times 30 (spec section 9). */
  messagesPerMonth: Limit;
  fileFormats: string[];
}

/** One plan of GET /api/plans (schema Plan). */
export interface Plan {
  id: PlanId;
  name: string;
  price: Record<BillingCycle, Money>;
  /** What a year costs less than twelve months. */
  yearlySaving: Money;
  limits: PlanLimits;
  /** What the plan offers, shown as copy (spec section 6). */
  features: string[];
}
