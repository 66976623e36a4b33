import { screen, within } from '@testing-library/react';

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
    expect(notice).toHaveTextContent('Update your profile; passing the certification test is what lets you bid.');
    expect(screen.getByRole('link', { name: 'Update your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
  });

  it("shows a newly registered engineer 'Get Verified to Bid' with the way there: the test link, the steps and where they stand", async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser({ id: 12, role: 'engineer' })),
      'GET /api/my-projects': () => jsonResponse(200, []),
      'GET /api/engineer-profile': () =>
        jsonResponse(200, makeEngineerProfile({ isVerified: false, certificationStatus: 'pending', applicationStatus: 'pending', rejectionReason: null })),
    });
    renderWithRouter(routes, { initialEntries: ['/dashboard'] });

    const path = await screen.findByRole('region', { name: 'Get Verified to Bid' });
    expect(within(path).getByRole('link', { name: 'Take the Certification Test' })).toHaveAttribute('href', '/certification');
    expect(within(path).getByRole('list', { name: 'How to get verified' })).toHaveTextContent('Pass the certification test');
    expect(within(path).getByRole('list', { name: 'How to get verified' })).toHaveTextContent('Passing verifies you right away.');
    expect(path).toHaveTextContent('You have not taken the certification test yet.');
    expect(path).not.toHaveTextContent('under review');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reflects a failed attempt, and shows nothing once the engineer is verified', async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser({ id: 12, role: 'engineer' })),
      'GET /api/my-projects': () => jsonResponse(200, []),
      'GET /api/engineer-profile': () =>
        jsonResponse(200, makeEngineerProfile({ isVerified: false, certificationStatus: 'failed', certificationScore: 5, applicationStatus: 'pending' })),
    });
    const { unmount } = renderWithRouter(routes, { initialEntries: ['/dashboard'] });
    const path = await screen.findByRole('region', { name: 'Get Verified to Bid' });
    expect(path).toHaveTextContent('Your last certification attempt did not pass (5/10).');
    expect(within(path).getByRole('link', { name: 'Retake the Certification Test' })).toHaveAttribute('href', '/certification');
    unmount();
    vi.unstubAllGlobals();

    stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser({ id: 12, role: 'engineer', firstName: 'Ada' })),
      'GET /api/my-projects': () => jsonResponse(200, []),
      'GET /api/engineer-profile': () => jsonResponse(200, makeEngineerProfile({ isVerified: true, certificationStatus: 'certified', applicationStatus: 'verified' })),
    });
    renderWithRouter(routes, { initialEntries: ['/dashboard'] });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
    expect(await screen.findByText('No active projects yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get Verified to Bid' })).not.toBeInTheDocument();
  });

  it("gives an admin the admin's wording, with links to /admin and /analytics", async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(200, makeUser({ id: 1, role: 'admin', firstName: 'Grace' })) });
    renderWithRouter(routes, { initialEntries: ['/dashboard'] });

    expect(await screen.findByRole('heading', { name: 'Welcome back, Grace!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'View Analytics' })).toHaveAttribute('href', '/analytics');
    expect(screen.getByRole('heading', { name: 'Platform overview' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Find Work' })).not.toBeInTheDocument();
    expect(screen.queryByText('Get Verified to Bid')).not.toBeInTheDocument();
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
