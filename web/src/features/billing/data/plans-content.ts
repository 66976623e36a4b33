/** Static copy of /premium-plans (spec sections 2 and 9); prices, limits and features come from GET /api/plans. */
import type { PlanId } from '../types';

/** The plan marked 'Most Popular' when the visitor has not picked one. */
export const POPULAR_PLAN_ID: PlanId = 'professional';

/** The plan whose button goes to /contact instead of a checkout. */
export const CONTACT_SALES_PLAN_ID: PlanId = 'enterprise';

export const PLAN_TAGLINES: Record<PlanId, string> = {
  starter: 'Try the marketplace with a few projects at a time.',
  professional: 'For busy shops: unlimited projects and messages.',
  enterprise: 'For large teams that need integrations and their own brand.',
};

export interface PlanFaq {
  question: string;
  answer: string;
}

/** The FAQs of spec section 9 (free trial, money-back guarantee) plus how plans change (spec section 4). */
export const PLAN_FAQS: PlanFaq[] = [
  {
    question: 'Is there a free trial?',
    answer:
      'Yes. Your first Professional or Enterprise subscription starts with a 14-day free trial: your card is saved, nothing is charged, and every feature of the plan works at once. We remind you 3 days before the trial ends; cancel before then and you pay nothing. One free trial per member.',
  },
  {
    question: 'What if the plan is not right for me?',
    answer:
      'Paid plans have a 30-day money-back guarantee: refund your latest plan payment from your subscription page within 30 days of it. A free trial charges nothing, so it has nothing to refund.',
  },
  {
    question: 'Can I change or cancel my plan later?',
    answer:
      'Yes. You can upgrade at any time. If you cancel, your plan stays active until the end of the billing period, then moves to Starter; your projects are kept.',
  },
  {
    question: 'How does yearly billing work?',
    answer: 'You pay once a year, which costs less than twelve monthly payments. Each plan shows how much you save.',
  },
  {
    question: 'What does "Unlimited" mean?',
    answer: 'There is no cap on that limit for your plan: post as many projects or send as many messages as your work needs.',
  },
];
