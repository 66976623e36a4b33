// @vitest-environment node
import { paths, safeRedirectPath } from './paths';

describe('paths', () => {
  it('builds /auth links', () => {
    expect(paths.auth.getHref()).toBe('/auth');
    expect(paths.auth.getHref({ tab: 'signup' })).toBe('/auth?tab=signup');
    expect(paths.auth.getHref({ redirectTo: '/project/7?tab=bids' })).toBe('/auth?redirectTo=%2Fproject%2F7%3Ftab%3Dbids');
  });
});

describe('plan links', () => {
  it('carries the plan and billing cycle as ?plan= and ?billing=', () => {
    expect(paths.premiumPlans.getHref()).toBe('/premium-plans');
    expect(paths.premiumPlans.getHref({ plan: 'professional', billing: 'yearly' })).toBe('/premium-plans?plan=professional&billing=yearly');
    expect(paths.subscribe.getHref({ plan: 'enterprise', billing: 'monthly' })).toBe('/subscribe?plan=enterprise&billing=monthly');
    expect(paths.subscribe.getHref({ billing: 'yearly' })).toBe('/subscribe?billing=yearly');
  });
});

describe('payment links', () => {
  it('builds the checkout and the return addresses of the payment screens', () => {
    expect(paths.checkout.getHref()).toBe('/checkout');
    expect(paths.checkout.getHref({ plan: 'enterprise', billing: 'yearly' })).toBe('/checkout?plan=enterprise&billing=yearly');
    expect(paths.paymentSuccess.getHref()).toBe('/payment-success');
    expect(paths.paymentSuccess.getHref({ paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret_2' })).toBe(
      '/payment-success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2',
    );
    expect(paths.projectPaymentLive.getHref(41)).toBe('/project/41/payment-live');
    expect(paths.projectPaymentSuccess.getHref(41, { type: 'down_payment', amount: '1250.00' })).toBe(
      '/project/41/payment-success?type=down_payment&amount=1250.00',
    );
  });
});

describe('unsubscribe links', () => {
  it('carries the token as ?token=', () => {
    expect(paths.unsubscribe.getHref()).toBe('/unsubscribe');
    expect(paths.unsubscribe.getHref('a.b+c/d=')).toBe('/unsubscribe?token=a.b%2Bc%2Fd%3D');
  });
});

describe('safeRedirectPath', () => {
  it('accepts in-app paths', () => {
    expect(safeRedirectPath('/project/7')).toBe('/project/7');
  });

  it('rejects other origins, protocol-relative URLs and /auth itself', () => {
    expect(safeRedirectPath('https://evil.example')).toBeNull();
    expect(safeRedirectPath('//evil.example')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('/auth?tab=signup')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });
});
