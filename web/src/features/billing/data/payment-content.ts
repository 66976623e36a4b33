/** Static copy of the payment screens (spec sections 2 and 9). */
import { ESCROW_RULES } from '@/lib/escrow-rules';

export interface TestCard {
  number: string;
  name: string;
  outcome: string;
}

/** The four cards of /payment-test; the test provider and Stripe's test mode answer them alike. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', name: 'Success', outcome: 'The payment succeeds at once.' },
  { number: '4000 0000 0000 0002', name: 'Generic decline', outcome: "The payment fails with 'Your card was declined.'" },
  { number: '4000 0000 0000 9995', name: 'Insufficient funds', outcome: "The payment fails with 'Your card has insufficient funds.'" },
  {
    number: '4000 0025 0000 3155',
    name: '3D Secure',
    outcome: 'The payment requires authentication: complete it to pay, or fail it to see the payment refused.',
  },
];

export const TEST_CARD_HINTS = [
  { field: 'Expiry', hint: 'Any future date, e.g. 12/34' },
  { field: 'CVC', hint: 'Any 3 digits, e.g. 123' },
  { field: 'ZIP', hint: 'Any 5 digits, e.g. 12345' },
] as const;

export const TEST_STEPS = [
  'Sign in, then open the checkout or choose a plan to subscribe to.',
  'Copy one of the test card numbers below and paste it into the card number field.',
  'Enter any future expiry date, any 3-digit CVC and any 5-digit ZIP code.',
  'Press Pay Now and watch the outcome: a success page, a declined card, or the 3D Secure step.',
] as const;

const STAGES_TERM = 'The project is paid in three stages: 50% down payment to start, 30% at design approval (milestone) and 20% on final delivery.';

/** The payment-terms notice of the project payment page (spec section 9). */
export const PAYMENT_TERMS = [ESCROW_RULES.held, STAGES_TERM, ESCROW_RULES.released, ESCROW_RULES.disputes] as const;

/** The same for a project accepted on a plan without escrow (issue 29: escrow is a paid capability). */
export const DIRECT_PAYMENT_TERMS = [ESCROW_RULES.direct, STAGES_TERM] as const;

/** What a client without escrow reads before paying a stage. */
export const NOT_HELD_NOTICE =
  'This payment goes to the engineer at once: it is not held in escrow. Upgrade to Professional to hold stage payments until you approve the work.';

/** The project's timeline when it names none (spec section 3). */
export const DEFAULT_PROJECT_TIMELINE = '3-4 weeks';
