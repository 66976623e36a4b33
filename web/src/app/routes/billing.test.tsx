import { screen } from '@testing-library/react';

import { makeUser } from '@/features/auth/testing/fixtures';
import { makePaymentIntent, makePlans, makeProjectPayments } from '@/features/billing/testing/fixtures';
import { makeProject } from '@/features/projects/testing/fixtures';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { CheckoutRoute, ProjectPaymentLiveRoute, SubscribeRoute } from './billing';

describe('billing routes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('/project/{id}/payment-live loads the project and its payment stages', async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser()),
      'GET /api/projects/42': () => jsonResponse(200, makeProject({ status: 'in_progress', timeline: '2-4 weeks' })),
      'GET /api/project-payments/42': () => jsonResponse(200, makeProjectPayments()),
      'GET /api/payment-config': () => jsonResponse(200, { provider: 'test', publishableKey: null }),
      'POST /api/create-project-payment': () => jsonResponse(200, makePaymentIntent({ amount: '1250.00' })),
    });
    renderWithRouter([{ path: '/project/:id/payment-live', element: <ProjectPaymentLiveRoute /> }], { initialEntries: ['/project/42/payment-live'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Payment' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Project Summary' })).toHaveTextContent('2-4 weeks');
    expect(await screen.findByRole('region', { name: 'Complete Payment' })).toBeInTheDocument();
  });

  it("/project/{id}/payment-live shows 'Project Not Found' for an unknown or malformed project", async () => {
    stubApi({ 'GET /api/projects/9': () => jsonResponse(404, { message: 'Project not found' }) });
    const { unmount } = renderWithRouter([{ path: '/project/:id/payment-live', element: <ProjectPaymentLiveRoute /> }], {
      initialEntries: ['/project/9/payment-live'],
    });
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeInTheDocument();
    unmount();

    renderWithRouter([{ path: '/project/:id/payment-live', element: <ProjectPaymentLiveRoute /> }], { initialEntries: ['/project/abc/payment-live'] });
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeInTheDocument();
  });

  it('/subscribe and /checkout default to Professional monthly and read ?plan= and ?billing=', async () => {
    const bodies: unknown[] = [];
    stubApi({
      'GET /api/plans': () => jsonResponse(200, makePlans()),
      'GET /api/payment-config': () => jsonResponse(200, { provider: 'test', publishableKey: null }),
      'POST /api/get-or-create-subscription': async (request) => {
        bodies.push(await request.json());
        return jsonResponse(200, makePaymentIntent());
      },
      'POST /api/create-payment-intent': async (request) => {
        bodies.push(await request.json());
        return jsonResponse(200, makePaymentIntent({ amount: '990.00' }));
      },
    });
    const subscribe = renderWithRouter([{ path: '/subscribe', element: <SubscribeRoute /> }], { initialEntries: ['/subscribe'] });
    expect(await screen.findByRole('region', { name: 'Professional' })).toBeInTheDocument();
    subscribe.unmount();

    renderWithRouter([{ path: '/checkout', element: <CheckoutRoute /> }], { initialEntries: ['/checkout?plan=enterprise&billing=yearly'] });
    expect(await screen.findByRole('region', { name: 'Premium Engineering Access' })).toHaveTextContent('$990.00/year');
    expect(bodies).toEqual([
      { plan: 'professional', billingCycle: 'monthly' },
      { amount: 990, plan: 'enterprise', billingCycle: 'yearly' },
    ]);
  });
});
