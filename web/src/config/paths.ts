import type { BILLING_CYCLES, PLAN_IDS } from './constants';

/** A plan and billing cycle picked on /premium-plans, carried as `?plan=` and `?billing=`. */
export interface PlanChoice {
  plan?: (typeof PLAN_IDS)[number] | null;
  billing?: (typeof BILLING_CYCLES)[number] | null;
}

function planChoiceQuery({ plan, billing }: PlanChoice): string {
  const params = new URLSearchParams();
  if (plan) params.set('plan', plan);
  if (billing) params.set('billing', billing);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** What the provider adds to a return address after a confirmed card payment (spec section 2, Payments). */
export interface PaymentIntentReturn {
  paymentIntentId?: string | null;
  clientSecret?: string | null;
}

function withQuery(path: string, entries: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Every route of the product (spec section 2) in one place. `path` is the router pattern,
 * `getHref` builds a concrete link.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    path: '/auth',
    /** `role`: the role Sign Up starts with ('Join as an Engineer' opens it with Engineer selected). */
    getHref: (options: { redirectTo?: string | null; tab?: 'signin' | 'signup'; role?: 'client' | 'engineer' } = {}) => {
      const params = new URLSearchParams();
      if (options.tab === 'signup') params.set('tab', 'signup');
      if (options.role) params.set('role', options.role);
      if (options.redirectTo) params.set('redirectTo', options.redirectTo);
      const query = params.toString();
      return query ? `/auth?${query}` : '/auth';
    },
  },

  // Public
  howItWorks: { path: '/how-it-works', getHref: () => '/how-it-works' },
  fileTransferGuide: { path: '/file-transfer-guide', getHref: () => '/file-transfer-guide' },
  /** `certification`: only engineers holding a valid certificate of that track. */
  engineers: { path: '/engineers', getHref: (filters: { certification?: string | null } = {}) => withQuery('/engineers', filters) },
  paymentTest: { path: '/payment-test', getHref: () => '/payment-test' },
  paymentSuccess: {
    path: '/payment-success',
    getHref: ({ paymentIntentId, clientSecret }: PaymentIntentReturn = {}) =>
      withQuery('/payment-success', { payment_intent: paymentIntentId, payment_intent_client_secret: clientSecret }),
  },
  projectPaymentDemo: { path: '/project-payment-demo', getHref: () => '/project-payment-demo' },
  fileFormats: { path: '/file-formats', getHref: () => '/file-formats' },
  microInteractions: { path: '/micro-interactions', getHref: () => '/micro-interactions' },
  help: { path: '/help', getHref: () => '/help' },
  contact: { path: '/contact', getHref: () => '/contact' },
  /** Live chat with the support desk (members and visitors). */
  support: { path: '/support', getHref: () => '/support' },
  premiumPlans: { path: '/premium-plans', getHref: (choice: PlanChoice = {}) => `/premium-plans${planChoiceQuery(choice)}` },
  getCertified: { path: '/get-certified', getHref: () => '/get-certified' },
  /** A track certificate's public page: anyone may check an id. */
  certificate: { path: '/certificates/:certificateId', getHref: (id: string) => `/certificates/${encodeURIComponent(id)}` },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  cookies: { path: '/cookies', getHref: () => '/cookies' },
  /** The link in every e-mail; the signed token says whom and what to unsubscribe. */
  unsubscribe: { path: '/unsubscribe', getHref: (token?: string | null) => withQuery('/unsubscribe', { token }) },

  // Protected
  conversations: { path: '/conversations', getHref: () => '/conversations' },
  profile: { path: '/profile', getHref: () => '/profile' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  postProject: { path: '/post-project', getHref: () => '/post-project' },
  /** 'Find Work': open projects for engineers to bid on. */
  findWork: { path: '/projects', getHref: () => '/projects' },
  project: { path: '/project/:id', getHref: (id: number | string) => `/project/${id}` },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  engineer: { path: '/engineer/:id', getHref: (id: number | string) => `/engineer/${id}` },
  certification: { path: '/certification', getHref: () => '/certification' },
  certificationSuccess: { path: '/certification/success', getHref: () => '/certification/success' },
  /** One paid track; `paidFrom`: the attempts available before a payment, so the page waits for the new one. */
  certificationTrack: {
    path: '/certification/tracks/:track',
    getHref: (track: string, options: { paidFrom?: number | null } = {}) =>
      withQuery(`/certification/tracks/${encodeURIComponent(track)}`, { paidFrom: options.paidFrom }),
  },
  admin: { path: '/admin', getHref: () => '/admin' },
  analytics: { path: '/analytics', getHref: () => '/analytics' },
  subscription: { path: '/subscription', getHref: () => '/subscription' },
  checkout: { path: '/checkout', getHref: (choice: PlanChoice = {}) => `/checkout${planChoiceQuery(choice)}` },
  subscribe: { path: '/subscribe', getHref: (choice: PlanChoice = {}) => `/subscribe${planChoiceQuery(choice)}` },
  projectPaymentLive: {
    path: '/project/:id/payment-live',
    getHref: (id: number | string) => `/project/${id}/payment-live`,
  },
  /** Where the provider returns the client after paying a project stage. */
  projectPaymentSuccess: {
    path: '/project/:id/payment-success',
    getHref: (id: number | string, stage: { type?: string | null; amount?: string | null } = {}) =>
      withQuery(`/project/${id}/payment-success`, { type: stage.type, amount: stage.amount }),
  },
  skillMastery: { path: '/skill-mastery', getHref: () => '/skill-mastery' },
} as const;

/**
 * Only same-origin, absolute in-app paths may be used as a post-sign-in destination
 * (guards against `?redirectTo=https://evil.example` and `//evil.example`).
 */
export function safeRedirectPath(candidate: string | null | undefined): string | null {
  if (!candidate) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  if (candidate === paths.auth.path || candidate.startsWith(`${paths.auth.path}?`)) return null;
  return candidate;
}
