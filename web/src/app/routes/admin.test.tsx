import { screen } from '@testing-library/react';

import { disputesPageOf, makePublicProfile, makeStats } from '@/features/admin/testing/fixtures';
import { makeUser } from '@/features/auth/testing/fixtures';
import { adminOnlyRoutes } from '@/testing/admin-only-routes';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { AdminRoute } from './admin';

const routes = adminOnlyRoutes('/admin', <AdminRoute />);

describe('/admin route', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an admin the dashboard', async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser({ role: 'admin', username: 'admin' })),
      'GET /api/admin/stats': () => jsonResponse(200, makeStats()),
      'GET /api/admin/disputes': () => jsonResponse(200, disputesPageOf([])),
      'GET /api/engineer-profile/31': () => jsonResponse(200, makePublicProfile(31)),
      'GET /api/engineer-profile/32': () => jsonResponse(200, makePublicProfile(32)),
    });
    renderWithRouter(routes, { initialEntries: ['/admin'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Engineer Management (3)' })).toBeInTheDocument();
  });

  it.each(['client', 'engineer'] as const)('sends a %s to the dashboard without asking for the figures', async (role) => {
    const { calls } = stubApi({ 'GET /api/user': () => jsonResponse(200, makeUser({ role })) });
    const { router } = renderWithRouter(routes, { initialEntries: ['/admin'] });
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(calls.some((request) => new URL(request.url).pathname.startsWith('/api/admin'))).toBe(false);
  });
});
