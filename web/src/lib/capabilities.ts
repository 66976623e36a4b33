import type { PLAN_IDS } from '@/config/constants';

/** What a plan lets a member do, as the services name it (spec section 6, in the order the server lists them). */
export const CAPABILITY_IDS = [
  'direct_messages',
  'analytics',
  'data_export',
  'advanced_filters',
  'priority_support',
  'engineer_ratings',
  'verified_engineers',
  'custom_rates',
  'escrow',
  'milestone_payments',
  'custom_integrations',
  'white_label',
] as const;

export type Capability = (typeof CAPABILITY_IDS)[number];

type PlanId = (typeof PLAN_IDS)[number];

const ENTERPRISE_ONLY: readonly Capability[] = ['custom_integrations', 'white_label'];

/** The matrix of spec section 6: starter none, professional all but the enterprise ones, enterprise all. */
const PLAN_CAPABILITIES: Record<PlanId, readonly Capability[]> = {
  starter: [],
  professional: CAPABILITY_IDS.filter((capability) => !ENTERPRISE_ONLY.includes(capability)),
  enterprise: CAPABILITY_IDS,
};

/**
 * A plan's (or a member's subscription's) capabilities: the server's list when it sends one, otherwise derived from
 * the plan id with the same matrix (a server from before capabilities existed sends none).
 */
export function capabilitiesOf({ id, plan, capabilities }: { id?: string; plan?: string; capabilities?: readonly Capability[] }): readonly Capability[] {
  if (capabilities) return capabilities;
  const planId = id ?? plan;
  return planId && planId in PLAN_CAPABILITIES ? PLAN_CAPABILITIES[planId as PlanId] : [];
}

export function hasCapability(holder: Parameters<typeof capabilitiesOf>[0], capability: Capability): boolean {
  return capabilitiesOf(holder).includes(capability);
}
