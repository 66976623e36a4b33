import { screen, within } from '@testing-library/react';

import { makeUser } from '@/features/auth/testing/fixtures';
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
    });
    renderWithRouter(routes, { initialEntries: ['/profile'] });

    const card = await screen.findByRole('region', { name: 'Email notifications' });
    expect(await within(card).findByRole('switch', { name: 'New bids on my projects' })).toHaveAttribute('aria-checked', 'false');
    expect(within(card).getAllByRole('switch')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Jane Carver' })).toBeInTheDocument();
  });
});
