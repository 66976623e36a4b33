import { screen } from '@testing-library/react';

import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { makeUser } from '../testing/fixtures';
import { ProtectedRoute } from './protected-route';

const user = makeUser({ id: 1 });

const routes = [
  { path: '/auth', element: <p>auth page</p> },
  {
    path: '/dashboard',
    element: (
      <ProtectedRoute>
        <p>secret dashboard</p>
      </ProtectedRoute>
    ),
  },
];

describe('ProtectedRoute', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('treats 401 as signed out and sends the user to /auth, remembering the page', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(401, { message: 'Not authenticated' }) });
    const { router, store } = renderWithRouter(routes, { initialEntries: ['/dashboard?tab=posted'] });

    expect(await screen.findByText('auth page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe('/dashboard?tab=posted');

    // 401 is data (null), not an error.
    const entry = Object.values(store.getState().api.queries)[0];
    expect(entry?.status).toBe('fulfilled');
    expect(entry?.data).toBeNull();
  });

  it('shows a spinner while loading, then the page for a signed-in user', async () => {
    const { calls } = stubApi({ 'GET /api/user': () => jsonResponse(200, user) });
    renderWithRouter(routes, { initialEntries: ['/dashboard'] });

    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(await screen.findByText('secret dashboard')).toBeInTheDocument();
    expect(calls[0]?.credentials).toBe('include');
    expect(calls[0]?.url).toBe(`${window.location.origin}/api/user`);
  });

  it('does not pretend the user is signed out when the server fails', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(502, { message: 'auth service unavailable' }) });
    renderWithRouter(routes, { initialEntries: ['/dashboard'] });

    expect(await screen.findByText("We couldn't check your session")).toBeInTheDocument();
    expect(screen.getByText('502: auth service unavailable')).toBeInTheDocument();
  });
});
