import type { BILLING_CYCLES, PLAN_IDS } from '@/config/constants';
import type { Capability } from '@/lib/capabilities';

export type { Capability } from '@/lib/capabilities';

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
  /** What the plan lets a member do, as ids; absent from a server of before issue 29 (see capabilitiesOf). */
  capabilities?: Capability[];
  /** The free trial a member's first renewing paid plan starts with (0 on starter). */
  freeTrialDays?: number;
}

/** GET /api/subscription-status (and the answer of cancel / reactivate). */
export interface Subscription {
  plan: PlanId;
  /** trialing: the free trial of the member's first paid plan (nothing charged yet). */
  status: 'active' | 'inactive' | 'trialing';
  billingCycle: BillingCycle;
  /** Cancelled: the plan stays until currentPeriodEnd, then falls to starter (spec section 4). */
  cancelAtPeriodEnd: boolean;
  /** ISO timestamp; null on starter. */
  currentPeriodEnd: string | null;
  /** The current plan's capabilities (starter: none); absent from a server of before issue 29 (see capabilitiesOf). */
  capabilities?: Capability[];
  /** In the free trial: nothing charged until trialEndsAt. */
  isTrial?: boolean;
  /** ISO timestamp: when the trial ends and the first charge is made (cancelled: the plan ends); null outside one. */
  trialEndsAt?: string | null;
  /** The free trial the member's next renewing plan starts with, as billing decides (0: none left). */
  freeTrialDays?: number;
}

/** GET /api/refund-subscription: the 30-day money-back guarantee on the member's latest plan payment. */
export interface MoneyBack {
  eligible: boolean;
  /** Why it may not be refunded; null when it may. */
  reason: string | null;
  payment: { paymentIntentId: string; amount: Money; amountCents: number; paidAt: string } | null;
  /** ISO timestamp; null when there is no plan payment. */
  refundableUntil: string | null;
}

/** GET /api/usage-stats: what counts against the plan's limits. */
export interface UsageStats {
  activeProjects: number;
  monthlyProjects: number;
  messagesThisMonth: number;
}

export type PaymentProvider = 'test' | 'stripe';

/** GET /api/payment-config (public): which card form to show. */
export interface PaymentConfig {
  provider: PaymentProvider;
  /** Stripe's publishable key; null with the test provider. */
  publishableKey: string | null;
}

export type PaymentIntentStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'failed';

/** What every payment setup call answers: the client secret the card form confirms. */
export interface PaymentIntent {
  paymentIntentId: string;
  clientSecret: string;
  amount: Money;
  amountCents: number;
  currency: string;
  description: string;
  status: PaymentIntentStatus;
  /** A free trial's setup: it saves the card and charges nothing (with Stripe a SetupIntent's secret). */
  freeTrial?: boolean;
}

/** A plan and cycle as the subscription calls take them. */
export interface PlanPurchase {
  plan: PlanId;
  billingCycle: BillingCycle;
}

export type { Idempotent } from '@/lib/idempotency';

/** The card of POST /api/payments/confirm (test provider only). */
export interface CardDetails {
  /** Digits; spaces allowed. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
  postalCode: string;
}

export interface ConfirmedPayment {
  paymentIntentId: string;
  status: 'succeeded' | 'requires_action';
}

export type PaymentKind = 'subscription' | 'plan_period' | 'project_stage';

/** GET /api/payments/{paymentIntentId}. */
export interface PaymentRecord {
  paymentIntentId: string;
  status: PaymentIntentStatus;
  amount: Money;
  amountCents: number;
  currency: string;
  description: string;
  kind: PaymentKind;
  projectId: number | null;
  paymentType: PaymentType | null;
  plan: PlanId | null;
  billingCycle: BillingCycle | null;
  createdAt: string;
}

/** The three stages of a project's escrow (spec sections 3 and 9): 50 %, 30 % at design approval, 20 % on delivery. */
export type PaymentType = 'down_payment' | 'milestone' | 'final_payment';

/**
 * pending: not paid; paid: held in escrow; released: all to the engineer (the client approved the stage, or an admin
 * decided so); refunded: all back to the client; split: an admin divided it (releasedAmount and refundedAmount).
 */
export type StageStatus = 'pending' | 'paid' | 'released' | 'refunded' | 'split';

export interface PaymentStage {
  paymentType: PaymentType;
  /** 1 for the milestone, null otherwise. */
  milestone: 1 | null;
  percent: number;
  amount: Money;
  amountCents: number;
  status: StageStatus;
  paidAt: string | null;
  releasedAt: string | null;
  /** What went to the engineer; "0.00" when nothing. */
  releasedAmount: Money;
  /** What went back to the client; "0.00" when nothing. */
  refundedAmount: Money;
}

/** GET /api/project-payments/{projectId}. Money moves when the client approves a stage or an admin resolves a dispute. */
export interface ProjectPayments {
  projectId: number;
  total: Money;
  totalCents: number;
  /** Paid and held in escrow. */
  held: Money;
  released: Money;
  viewerIsClient: boolean;
  /** Stages held in escrow until the client approves the work; false: each goes to the engineer once paid (the
   * project was accepted on a plan without escrow, and keeps that mode). */
  escrow: boolean;
  stages: PaymentStage[];
  /** The stage the client pays next; null once every stage is paid. */
  nextPayable: PaymentType | null;
}

export interface ProjectStagePayment {
  projectId: number;
  /** Dollars, equal to the stage's amount. */
  amount: number;
  paymentType: PaymentType;
  milestone?: 1;
}

/** The project as the payment page shows it (the app passes the projects feature's project). */
export interface PaymentProject {
  id: number;
  title: string;
  timeline: string | null;
}
