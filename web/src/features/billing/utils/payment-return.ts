import type { ToastInput } from '@/components/ui/toast';

/** Where the payer goes once the card payment is confirmed (spec section 7). */
export interface PaymentReturn {
  /**
   * The in-app path of the return page: Stripe's `return_url`, to which Stripe adds `payment_intent` and
   * `payment_intent_client_secret`; the test provider does the same.
   */
  path: string;
  /** Test provider only: go here instead, with this toast (the subscription screens go back to /subscription). */
  testProvider?: { path: string; toast: ToastInput };
}

/** The return path with what a provider adds to it after a successful payment. */
export function withPaymentIntent(path: string, { paymentIntentId, clientSecret }: { paymentIntentId: string; clientSecret: string }): string {
  const url = new URL(path, 'http://app.invalid');
  url.searchParams.set('payment_intent', paymentIntentId);
  url.searchParams.set('payment_intent_client_secret', clientSecret);
  url.searchParams.set('redirect_status', 'succeeded');
  return `${url.pathname}${url.search}`;
}

/** Stripe needs an absolute return_url on this origin. */
export function absoluteReturnUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).href;
}
