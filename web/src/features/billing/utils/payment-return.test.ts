// @vitest-environment node
import { absoluteReturnUrl, withPaymentIntent } from './payment-return';

describe('payment return addresses', () => {
  const intent = { paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret_2' };

  it('adds the payment intent like the provider does, keeping the page query', () => {
    expect(withPaymentIntent('/payment-success', intent)).toBe('/payment-success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded');
    expect(withPaymentIntent('/project/41/payment-success?type=milestone&amount=750.00', intent)).toBe(
      '/project/41/payment-success?type=milestone&amount=750.00&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded',
    );
  });

  it("makes Stripe's absolute return_url on this origin", () => {
    expect(absoluteReturnUrl('/dashboard', 'https://cabinetworks.example')).toBe('https://cabinetworks.example/dashboard');
  });
});
