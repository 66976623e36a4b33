import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import type { PaymentReturn } from '../utils/payment-return';
import { PaymentForm } from './payment-form';

vi.mock('./stripe-payment-form', () => ({
  StripePaymentForm: ({ publishableKey, returnUrl }: { publishableKey: string; returnUrl: string }) => (
    <p>
      Stripe element for {publishableKey}, returning to {returnUrl}
    </p>
  ),
}));

const TOAST = { selector: '[data-testid="toast"] *' };
const SECRET = 'pi_test_1_secret_abc';
const TEST_CONFIG = { provider: 'test', publishableKey: null };

function Landing() {
  const location = useLocation();
  return <p>landed on {`${location.pathname}${location.search}`}</p>;
}

function renderForm(returnTo: PaymentReturn = { path: '/payment-success' }) {
  return renderWithRouter(
    [
      { path: '/pay', element: <PaymentForm clientSecret={SECRET} amount="29.00" returnTo={returnTo} /> },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: ['/pay'] },
  );
}

async function fillCard(number: string) {
  await userEvent.type(screen.getByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry'), '1234');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.type(screen.getByLabelText('ZIP'), '94103');
}

const payNow = () => screen.getByRole('button', { name: /Pay Now|Processing/ });

describe('PaymentForm with the test provider', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it("keeps 'Pay Now' disabled until the provider is known, then checks the card before sending it", async () => {
    let answerConfig: (response: Response) => void = () => {};
    const { calls } = stubApi({ 'GET /api/payment-config': () => new Promise<Response>((resolve) => (answerConfig = resolve)) });
    renderForm();

    const form = screen.getByRole('region', { name: 'Complete Payment' });
    expect(within(form).getByText('$29.00')).toBeInTheDocument();
    expect(payNow()).toBeDisabled();

    await waitFor(() => expect(calls).toHaveLength(1));
    answerConfig(jsonResponse(200, TEST_CONFIG));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(payNow()).toBeEnabled();

    await userEvent.type(screen.getByLabelText('Card number'), '4242 4242');
    await userEvent.click(payNow());
    expect(screen.getByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it("shows 'Processing...', confirms the card with an Idempotency-Key and returns like the provider would", async () => {
    let answerConfirm: (response: Response) => void = () => {};
    const sent: Array<{ body: unknown; key: string | null }> = [];
    stubApi({
      'GET /api/payment-config': () => jsonResponse(200, TEST_CONFIG),
      'POST /api/payments/confirm': async (request) => {
        sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        return new Promise<Response>((resolve) => (answerConfirm = resolve));
      },
    });
    renderForm();
    await screen.findByLabelText('Card number');
    await fillCard('4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry')).toHaveValue('12/34');

    await userEvent.click(payNow());
    const processing = await screen.findByRole('button', { name: 'Processing...' });
    expect(processing).toBeDisabled();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([
      {
        body: { clientSecret: SECRET, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', postalCode: '94103' } },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);

    answerConfirm(jsonResponse(200, { paymentIntentId: 'pi_test_1', status: 'succeeded' }));
    expect(
      await screen.findByText('landed on /payment-success?payment_intent=pi_test_1&payment_intent_client_secret=pi_test_1_secret_abc&redirect_status=succeeded'),
    ).toBeInTheDocument();
  });

  it("toasts 'Payment Failed' with the provider's message, keeps it in the form and lets the payer try again", async () => {
    const keys: Array<string | null> = [];
    stubApi({
      'GET /api/payment-config': () => jsonResponse(200, TEST_CONFIG),
      'POST /api/payments/confirm': (request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return jsonResponse(402, { message: 'Your card was declined.' });
      },
    });
    renderForm();
    await screen.findByLabelText('Card number');
    await fillCard('4000000000000002');
    await userEvent.click(payNow());

    expect(await screen.findByText('Payment Failed', TOAST)).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.', TOAST)).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    const alert = within(screen.getByRole('region', { name: 'Complete Payment' })).getByRole('alert');
    expect(alert).toHaveTextContent('Payment Failed');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await screen.findByRole('button', { name: 'Pay Now' });
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('asks for 3D Secure authentication and completes the payment', async () => {
    const approvals: unknown[] = [];
    stubApi({
      'GET /api/payment-config': () => jsonResponse(200, TEST_CONFIG),
      'POST /api/payments/confirm': () => jsonResponse(200, { paymentIntentId: 'pi_test_1', status: 'requires_action' }),
      'POST /api/payments/authenticate': async (request) => {
        approvals.push(await request.json());
        return jsonResponse(200, { paymentIntentId: 'pi_test_1', status: 'succeeded' });
      },
    });
    renderForm({
      path: '/dashboard',
      testProvider: { path: '/subscription', toast: { title: 'Payment Successful', description: 'Thank you for your purchase!', variant: 'success' } },
    });
    await screen.findByLabelText('Card number');
    await fillCard('4000002500003155');
    await userEvent.click(payNow());

    const dialog = await screen.findByRole('dialog', { name: '3D Secure authentication' });
    expect(dialog).toHaveTextContent('Authenticate payment');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));

    expect(await screen.findByText('landed on /subscription')).toBeInTheDocument();
    expect(approvals).toEqual([{ clientSecret: SECRET, approve: true }]);
    expect(await screen.findByText('Payment Successful', TOAST)).toBeInTheDocument();
    expect(screen.getByText('Thank you for your purchase!', TOAST)).toBeInTheDocument();
  });

  it('fails the payment when the authentication fails', async () => {
    const message = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
    stubApi({
      'GET /api/payment-config': () => jsonResponse(200, TEST_CONFIG),
      'POST /api/payments/confirm': () => jsonResponse(200, { paymentIntentId: 'pi_test_1', status: 'requires_action' }),
      'POST /api/payments/authenticate': () => jsonResponse(402, { message }),
    });
    renderForm();
    await screen.findByLabelText('Card number');
    await fillCard('4000002500003155');
    await userEvent.click(payNow());
    await userEvent.click(await screen.findByRole('button', { name: 'Fail authentication' }));

    expect(await screen.findByText('Payment Failed', TOAST)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Complete Payment' })).getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });
});

describe('PaymentForm with Stripe', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("loads Stripe's element with the publishable key and an absolute return URL", async () => {
    stubApi({ 'GET /api/payment-config': () => jsonResponse(200, { provider: 'stripe', publishableKey: 'pk_test_123' }) });
    renderForm({ path: '/dashboard' });
    expect(await screen.findByText(`Stripe element for pk_test_123, returning to ${window.location.origin}/dashboard`)).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('keeps Pay Now disabled when Stripe has no publishable key', async () => {
    stubApi({ 'GET /api/payment-config': () => jsonResponse(200, { provider: 'stripe', publishableKey: null }) });
    renderForm();
    expect(await screen.findByText('Card payments are not set up yet. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
  });
});
