import type { PaymentIntent, PaymentRecord, PaymentStage, Plan, ProjectPayments, StageStatus, Subscription, UsageStats } from '../types';

const STARTER_FORMATS = ['dwg', 'pdf', 'jpg', 'png'];
const PROFESSIONAL_FORMATS = [...STARTER_FORMATS, 'dxf', 'step', 'iges', 'mozaik', 'cv', 'kcd', 'brd', 'ecw', 'hkp'];
const ENTERPRISE_FORMATS = [...PROFESSIONAL_FORMATS, 'skp', 'max', '3ds', 'obj', 'fbx', 'ifc', 'rvt'];

const PROFESSIONAL_FEATURES = [
  'Direct messages',
  'Analytics',
  'Data export',
  'Advanced filters',
  'Priority support',
  'Engineer ratings',
  'Verified engineers',
  'Custom rates',
  'Escrow and milestone payments',
];

/** GET /api/plans as the billing service answers it (migrations/0002_plans.sql). */
export function makePlans(): Plan[] {
  return [
    {
      id: 'starter',
      name: 'Starter',
      price: { monthly: '0.00', yearly: '0.00' },
      yearlySaving: '0.00',
      limits: { activeProjects: 3, monthlyProjects: 3, uploadsPerProject: 5, maxFileSizeMb: 10, messagesPerDay: 20, messagesPerMonth: 600, fileFormats: STARTER_FORMATS },
      features: [],
      freeTrialDays: 0,
    },
    {
      id: 'professional',
      name: 'Professional',
      price: { monthly: '29.00', yearly: '290.00' },
      yearlySaving: '58.00',
      limits: { activeProjects: -1, monthlyProjects: -1, uploadsPerProject: 25, maxFileSizeMb: 100, messagesPerDay: -1, messagesPerMonth: -1, fileFormats: PROFESSIONAL_FORMATS },
      features: PROFESSIONAL_FEATURES,
      freeTrialDays: 14,
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      price: { monthly: '99.00', yearly: '990.00' },
      yearlySaving: '198.00',
      limits: { activeProjects: -1, monthlyProjects: -1, uploadsPerProject: -1, maxFileSizeMb: 500, messagesPerDay: -1, messagesPerMonth: -1, fileFormats: ENTERPRISE_FORMATS },
      features: [...PROFESSIONAL_FEATURES, 'Custom integrations', 'White-label'],
      freeTrialDays: 14,
    },
  ];
}

/** GET /api/subscription-status of a member on `plan` (starter has no period end). */
export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  const plan = overrides.plan ?? 'starter';
  return {
    plan,
    status: 'active',
    billingCycle: 'monthly',
    cancelAtPeriodEnd: false,
    currentPeriodEnd: plan === 'starter' ? null : '2026-12-23T10:15:30.123Z',
    isTrial: false,
    trialEndsAt: null,
    freeTrialDays: 0,
    ...overrides,
  };
}

export function makeUsage(overrides: Partial<UsageStats> = {}): UsageStats {
  return { activeProjects: 2, monthlyProjects: 3, messagesThisMonth: 45, ...overrides };
}

export function makePaymentIntent(overrides: Partial<PaymentIntent> = {}): PaymentIntent {
  return {
    paymentIntentId: 'pi_test_1',
    clientSecret: 'pi_test_1_secret_abc',
    amount: '29.00',
    amountCents: 2900,
    currency: 'usd',
    description: 'Professional plan (monthly)',
    status: 'requires_payment_method',
    freeTrial: false,
    ...overrides,
  };
}

const STAGES: Array<Pick<PaymentStage, 'paymentType' | 'milestone' | 'percent'>> = [
  { paymentType: 'down_payment', milestone: null, percent: 50 },
  { paymentType: 'milestone', milestone: 1, percent: 30 },
  { paymentType: 'final_payment', milestone: null, percent: 20 },
];

/** The engineer's share of a stage an admin split, in the fixtures: 60 %. */
export const SPLIT_ENGINEER_PERCENT = 60;

const money = (cents: number) => (cents / 100).toFixed(2);

/** Where a stage's money went: all to the engineer, all back to the client, or split 60/40. */
function settledCents(status: StageStatus, amountCents: number): { released: number; refunded: number } {
  switch (status) {
    case 'released':
      return { released: amountCents, refunded: 0 };
    case 'refunded':
      return { released: 0, refunded: amountCents };
    case 'split': {
      const released = Math.round((amountCents * SPLIT_ENGINEER_PERCENT) / 100);
      return { released, refunded: amountCents - released };
    }
    default:
      return { released: 0, refunded: 0 };
  }
}

/**
 * GET /api/project-payments/{id} of a $2,500 project (1250 / 750 / 500) as its client sees it; `statuses` gives
 * the stages' statuses in order, and held, released and nextPayable follow from them.
 */
export function makeProjectPayments(statuses: StageStatus[] = ['pending', 'pending', 'pending'], overrides: Partial<ProjectPayments> = {}): ProjectPayments {
  const totalCents = 250_000;
  const stages: PaymentStage[] = STAGES.map((stage, index) => {
    const amountCents = (totalCents * stage.percent) / 100;
    const status = statuses[index] ?? 'pending';
    const settled = settledCents(status, amountCents);
    return {
      ...stage,
      amount: money(amountCents),
      amountCents,
      status,
      paidAt: status === 'pending' ? null : '2026-11-23T10:15:30.123Z',
      releasedAt: settled.released > 0 ? '2026-11-24T10:15:30.123Z' : null,
      releasedAmount: money(settled.released),
      refundedAmount: money(settled.refunded),
    };
  });
  const held = stages.filter((stage) => stage.status === 'paid').reduce((cents, stage) => cents + stage.amountCents, 0);
  const released = stages.reduce((cents, stage) => cents + settledCents(stage.status, stage.amountCents).released, 0);
  return {
    projectId: 42,
    total: '2500.00',
    totalCents,
    held: money(held),
    released: money(released),
    viewerIsClient: true,
    escrow: true,
    stages,
    nextPayable: stages.find((stage) => stage.status === 'pending')?.paymentType ?? null,
    ...overrides,
  };
}

export function makePaymentRecord(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    paymentIntentId: 'pi_test_1',
    status: 'succeeded',
    amount: '29.00',
    amountCents: 2900,
    currency: 'usd',
    description: 'Professional plan (monthly)',
    kind: 'plan_period',
    projectId: null,
    paymentType: null,
    plan: 'professional',
    billingCycle: 'monthly',
    createdAt: '2026-11-23T10:15:30.123Z',
    ...overrides,
  };
}
