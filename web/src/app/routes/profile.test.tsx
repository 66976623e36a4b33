import { screen, within } from '@testing-library/react';

import { makeUser } from '@/features/auth/testing/fixtures';
import { makeSubscription } from '@/features/billing/testing/fixtures';
import { makePreferences } from '@/features/email-preferences/testing/fixtures';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { ProfileRoute } from './profile';

const routes = [{ path: '/profile', element: <ProfileRoute /> }];

describe('/profile route', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a client's e-mail settings below the account details", async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser()),
      'GET /api/email-preferences': () => jsonResponse(200, makePreferences({ newBid: false })),
      'GET /api/subscription-status': () => jsonResponse(200, makeSubscription()),
    });
    renderWithRouter(routes, { initialEntries: ['/profile'] });

    const card = await screen.findByRole('region', { name: 'Email notifications' });
    expect(await within(card).findByRole('switch', { name: 'New bids on my projects' })).toHaveAttribute('aria-checked', 'false');
    expect(within(card).getAllByRole('switch')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Jane Carver' })).toBeInTheDocument();
  });

  it('derives the capabilities of a subscription that lists none from its plan: professional may export', async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser()),
      'GET /api/email-preferences': () => jsonResponse(200, makePreferences()),
      'GET /api/subscription-status': () => jsonResponse(200, makeSubscription({ plan: 'professional' })),
    });
    renderWithRouter(routes, { initialEntries: ['/profile'] });

    const card = await screen.findByRole('region', { name: 'Export your data' });
    expect(await within(card).findByRole('button', { name: 'Projects (CSV)' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Bids (CSV)' })).toBeEnabled();
  });

  it("follows the server's capabilities over the plan id: none means the upgrade prompt", async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser()),
      'GET /api/email-preferences': () => jsonResponse(200, makePreferences()),
      'GET /api/subscription-status': () => jsonResponse(200, { ...makeSubscription(), capabilities: [] }),
    });
    renderWithRouter(routes, { initialEntries: ['/profile'] });

    const card = await screen.findByRole('region', { name: 'Export your data' });
    expect(await within(card).findByRole('status', { name: 'Upgrade to Professional' })).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an admin no data export (admins have no plan) and does not ask for a subscription', async () => {
    const { calls } = stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser({ role: 'admin' })),
      'GET /api/email-preferences': () => jsonResponse(200, makePreferences()),
    });
    renderWithRouter(routes, { initialEntries: ['/profile'] });

    expect(await screen.findByRole('region', { name: 'Email notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Export your data' })).not.toBeInTheDocument();
    expect(calls.map((request) => new URL(request.url).pathname)).not.toContain('/api/subscription-status');
  });
});
