import { screen } from '@testing-library/react';

import { makeUser } from '@/features/auth/testing/fixtures';
import { makeEngineerProfile } from '@/features/engineers/testing/fixtures';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { DashboardRoute } from './dashboard';

const routes = [{ path: '/dashboard', element: <DashboardRoute /> }];

describe('/dashboard route', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells a rejected engineer why, with a link to update their profile', async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser({ id: 12, role: 'engineer', firstName: 'Ada' })),
      'GET /api/my-projects': () => jsonResponse(200, []),
      'GET /api/engineer-profile': () =>
        jsonResponse(200, makeEngineerProfile({ applicationStatus: 'rejected', rejectionReason: 'Please list the software you use.' })),
    });
    renderWithRouter(routes, { initialEntries: ['/dashboard'] });

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your application was not approved');
    expect(notice).toHaveTextContent('Reason: Please list the software you use.');
    expect(notice).toHaveTextContent('Update your profile to apply again.');
    expect(screen.getByRole('link', { name: 'Update your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
  });

  it('notes that a pending application is under review', async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser({ id: 12, role: 'engineer' })),
      'GET /api/my-projects': () => jsonResponse(200, []),
      'GET /api/engineer-profile': () => jsonResponse(200, makeEngineerProfile({ applicationStatus: 'pending', rejectionReason: null })),
    });
    renderWithRouter(routes, { initialEntries: ['/dashboard'] });

    expect(await screen.findByText('Your application is under review')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("does not ask for a client's engineer profile", async () => {
    const { calls } = stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser()),
      'GET /api/my-projects': () => jsonResponse(200, []),
    });
    renderWithRouter(routes, { initialEntries: ['/dashboard'] });

    expect(await screen.findByRole('heading', { name: 'Welcome back, Jane!' })).toBeInTheDocument();
    expect(calls.some((request) => new URL(request.url).pathname === '/api/engineer-profile')).toBe(false);
    expect(screen.queryByText(/Your application/)).not.toBeInTheDocument();
  });
});
