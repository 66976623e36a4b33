import { screen, waitFor } from '@testing-library/react';

import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { makePaymentIntent, makePlans } from '../testing/fixtures';
import { CheckoutPage } from './checkout-page';

function renderPage() {
  return renderWithRouter([{ path: '/checkout', element: <CheckoutPage plan="professional" billing="monthly" /> }], { initialEntries: ['/checkout'] });
}

describe('/checkout', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks for an intent of the plan's price and shows 'Premium Engineering Access' beside the form", async () => {
    const setups: unknown[] = [];
    stubApi({
      'GET /api/plans': () => jsonResponse(200, makePlans()),
      'GET /api/payment-config': () => jsonResponse(200, { provider: 'test', publishableKey: null }),
      'POST /api/create-payment-intent': async (request) => {
        setups.push(await request.json());
        return jsonResponse(200, makePaymentIntent());
      },
    });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Preparing checkout');

    const card = await screen.findByRole('region', { name: 'Premium Engineering Access' });
    expect(card).toHaveTextContent('Professional plan');
    expect(card).toHaveTextContent('$29.00/month');
    expect(screen.getByRole('list', { name: 'Benefits' }).children).toHaveLength(5);
    expect(screen.getByRole('region', { name: 'Complete Payment' })).toBeInTheDocument();
    expect(setups).toEqual([{ amount: 29, plan: 'professional', billingCycle: 'monthly' }]);
  });

  it('only logs a failed intent request and keeps the spinner', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      'GET /api/plans': () => jsonResponse(200, makePlans()),
      'POST /api/create-payment-intent': () => jsonResponse(400, { message: 'amount must equal the plan price' }),
    });
    renderPage();
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('400: amount must equal the plan price')));
    expect(screen.getByRole('status')).toHaveTextContent('Preparing checkout');
    expect(screen.queryByRole('region', { name: 'Complete Payment' })).not.toBeInTheDocument();
  });
});
