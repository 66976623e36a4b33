import { screen } from '@testing-library/react';

import { makeUser } from '@/features/auth/testing/fixtures';
import { makePlans } from '@/features/billing/testing/fixtures';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { PremiumPlansRoute } from './premium-plans';

const routes = [{ path: '/premium-plans', element: <PremiumPlansRoute /> }];

describe('/premium-plans', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is public: a visitor sees the plans and sign-up links', async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(401, { message: 'Not authenticated' }),
      'GET /api/plans': () => jsonResponse(200, makePlans()),
    });
    renderWithRouter(routes, { initialEntries: ['/premium-plans'] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Premium Plans' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/auth?tab=signup');
  });

  it('sends a signed-in user to /subscribe', async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser()),
      'GET /api/plans': () => jsonResponse(200, makePlans()),
    });
    renderWithRouter(routes, { initialEntries: ['/premium-plans?plan=professional&billing=yearly'] });

    expect(await screen.findByRole('link', { name: 'Choose Professional' })).toHaveAttribute(
      'href',
      '/subscribe?plan=professional&billing=yearly',
    );
  });
});
