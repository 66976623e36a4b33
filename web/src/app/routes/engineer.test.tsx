import { screen, within } from '@testing-library/react';

import { makeAttempt, makeDecision } from '@/features/admin/testing/fixtures';
import { makeUser } from '@/features/auth/testing/fixtures';
import { makeEngineerProfile } from '@/features/engineers/testing/fixtures';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { EngineerRoute } from './engineer';

const routes = [{ path: '/engineer/:id', element: <EngineerRoute /> }];

const profile = makeEngineerProfile({ applicationStatus: 'rejected', rejectionReason: 'Add portfolio images.' });

describe('/engineer/{id} route', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("gives an admin the application review under the engineer's profile", async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser({ role: 'admin', username: 'admin' })),
      'GET /api/engineer-profile/12': () => jsonResponse(200, profile),
      'GET /api/engineers/12/reviews': () => jsonResponse(200, []),
      'GET /api/admin/engineers/12/decisions': () => jsonResponse(200, { decisions: [makeDecision({ reason: 'Add portfolio images.' })] }),
      'GET /api/admin/engineers/12/certification-attempts': () => jsonResponse(200, [makeAttempt()]),
    });
    renderWithRouter(routes, { initialEntries: ['/engineer/12'] });

    const review = await screen.findByRole('region', { name: 'Application Review' });
    expect(await within(review).findByText('Rejected')).toBeInTheDocument();
    expect(within(review).getByText('Reason given').nextSibling).toHaveTextContent('Add portfolio images.');
    const history = await within(review).findByRole('list', { name: 'Decision history' });
    expect(within(history).getByRole('listitem')).toHaveTextContent('Rejected by admin on Mar 5, 2025: Add portfolio images.');
    expect(await within(review).findByText('Failed · 6/10 · started Mar 1, 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Byron' })).toBeInTheDocument();
  });

  it('shows others the profile without the review', async () => {
    const { calls } = stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser({ role: 'client' })),
      'GET /api/engineer-profile/12': () => jsonResponse(200, makeEngineerProfile()),
      'GET /api/engineers/12/reviews': () => jsonResponse(200, []),
    });
    renderWithRouter(routes, { initialEntries: ['/engineer/12'] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Byron' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Application Review' })).not.toBeInTheDocument();
    expect(calls.some((request) => new URL(request.url).pathname.startsWith('/api/admin'))).toBe(false);
  });
});
