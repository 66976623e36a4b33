import { screen, within } from '@testing-library/react';

import { makeUser } from '@/features/auth/testing/fixtures';
import { makeEngineerProfile } from '@/features/engineers/testing/fixtures';
import { makeProject } from '@/features/projects/testing/fixtures';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { FindWorkRoute } from './projects';

const routes = [{ path: '/projects', element: <FindWorkRoute /> }];
const openProjects = () =>
  new Response(JSON.stringify([makeProject()]), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': '1' } });

describe('/projects (Find Work) route', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows an engineer not verified yet 'Get Verified to Bid' with the way there above the open projects", async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser({ id: 12, role: 'engineer' })),
      'GET /api/projects': openProjects,
      'GET /api/engineer-profile': () =>
        jsonResponse(200, makeEngineerProfile({ isVerified: false, certificationStatus: 'failed', certificationScore: 7, applicationStatus: 'pending' })),
    });
    renderWithRouter(routes, { initialEntries: ['/projects'] });

    const path = await screen.findByRole('region', { name: 'Get Verified to Bid' });
    expect(within(path).getByRole('link', { name: 'Retake the Certification Test' })).toHaveAttribute('href', '/certification');
    expect(path).toHaveTextContent('Your last certification attempt did not pass (7/10).');
    expect(await screen.findByText('1 project found')).toBeInTheDocument();
  });

  it("does not ask a client's engineer profile or show the verification path", async () => {
    const { calls } = stubApi({ 'GET /api/user': () => jsonResponse(200, makeUser()), 'GET /api/projects': openProjects });
    renderWithRouter(routes, { initialEntries: ['/projects'] });
    expect(await screen.findByText('1 project found')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get Verified to Bid' })).not.toBeInTheDocument();
    expect(calls.some((request) => new URL(request.url).pathname === '/api/engineer-profile')).toBe(false);
  });
});
