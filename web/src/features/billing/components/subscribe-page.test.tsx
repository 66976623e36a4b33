import { screen, waitFor, within } from '@testing-library/react';

import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { makePaymentIntent, makePlans } from '../testing/fixtures';
import type { BillingCycle, PlanId } from '../types';
import { SubscribePage } from './subscribe-page';

function renderPage(plan: PlanId = 'professional', billing: BillingCycle = 'monthly') {
  return renderWithRouter([{ path: '/subscribe', element: <SubscribePage plan={plan} billing={billing} /> }], { initialEntries: ['/subscribe'] });
}

describe('/subscribe', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets up the subscription once with an Idempotency-Key and shows the plan beside the payment form', async () => {
    const setups: Array<{ body: unknown; key: string | null }> = [];
    stubApi({
      'GET /api/plans': () => jsonResponse(200, makePlans()),
      'GET /api/payment-config': () => jsonResponse(200, { provider: 'test', publishableKey: null }),
      'POST /api/get-or-create-subscription': async (request) => {
        setups.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        return jsonResponse(200, makePaymentIntent({ amount: '290.00' }));
      },
    });
    renderPage('professional', 'yearly');

    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeInTheDocument();
    const plan = await screen.findByRole('region', { name: 'Professional' });
    expect(plan).toHaveTextContent('$290.00/year');
    expect(within(plan).getByRole('list', { name: 'Benefits' })).toHaveTextContent('Escrow and milestone payments');
    const form = screen.getByRole('region', { name: 'Complete Payment' });
    expect(form).toHaveTextContent('$290.00');
    expect(await within(form).findByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(setups).toEqual([{ body: { plan: 'professional', billingCycle: 'yearly' }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
  });

  it("a first plan's free trial, as billing decides: 14 days free, the card saved and nothing due today", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
    stubApi({
      'GET /api/plans': () => jsonResponse(200, makePlans()),
      'GET /api/payment-config': () => jsonResponse(200, { provider: 'test', publishableKey: null }),
      'POST /api/get-or-create-subscription': () =>
        jsonResponse(200, makePaymentIntent({ clientSecret: 'seti_1_secret_x', amount: '0.00', amountCents: 0, freeTrial: true })),
    });
    renderPage('professional', 'monthly');

    const plan = await screen.findByRole('region', { name: 'Professional' });
    expect(plan).toHaveTextContent('14-day free trial');
    expect(plan).toHaveTextContent('14 days free, then $29.00/month; cancel before December 11, 2026 and you pay nothing.');
    const form = screen.getByRole('region', { name: 'Save Your Card' });
    expect(form).toHaveTextContent('Due today $0.00');
    expect(await within(form).findByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
    vi.useRealTimers();
  });

  it("shows 'Subscription Error' when no client secret comes back", async () => {
    stubApi({
      'GET /api/plans': () => jsonResponse(200, makePlans()),
      'POST /api/get-or-create-subscription': () => jsonResponse(200, makePaymentIntent({ clientSecret: '' })),
    });
    renderPage();
    expect(await screen.findByText('Subscription Error')).toBeInTheDocument();
    expect(screen.getByText('Unable to create subscription. Please try again.')).toBeInTheDocument();
  });

  it("shows 'Subscription Error' when the request fails", async () => {
    stubApi({ 'POST /api/get-or-create-subscription': () => jsonResponse(401, { message: 'Not authenticated' }) });
    renderPage();
    expect(await screen.findByText('Subscription Error')).toBeInTheDocument();
    expect(screen.getByText("Unable to create subscription. Please ensure you're logged in.")).toBeInTheDocument();
  });

  it('shows the server message and a link to /subscription when already on the plan', async () => {
    const { calls } = stubApi({ 'POST /api/get-or-create-subscription': () => jsonResponse(409, { message: 'You are already on the Professional plan' }) });
    renderPage();
    expect(await screen.findByText('You are already on the Professional plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Subscription' })).toHaveAttribute('href', '/subscription');
    await waitFor(() => expect(calls.filter((request) => request.method === 'POST')).toHaveLength(1));
  });
});
