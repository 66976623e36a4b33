import { screen } from '@testing-library/react';

import { makeUser } from '@/features/auth/testing/fixtures';
import { makeDailySignups, makeMarketplaceMetrics, makeSignupCounts, makeSources, makeTopPages } from '@/features/analytics/testing/fixtures';
import { signedInRoutes } from '@/testing/admin-only-routes';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { AnalyticsRoute } from './analytics';

const routes = signedInRoutes('/analytics', <AnalyticsRoute />);
const PLAN_REQUIRED = {
  message: 'Analytics is part of the Professional plan: upgrade to use it.',
  code: 'plan_required',
  capability: 'analytics',
  plan: 'professional',
  link: '/premium-plans',
};

describe('/analytics route', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an admin the analytics', async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser({ role: 'admin', username: 'admin' })),
      'GET /api/analytics/signups': () => jsonResponse(200, makeSignupCounts()),
      'GET /api/analytics/page-view-total': () => jsonResponse(200, { views: 100, uniqueVisitors: 50 }),
      'GET /api/admin/marketplace-metrics': () => jsonResponse(200, makeMarketplaceMetrics()),
      'GET /api/analytics/page-views': () => jsonResponse(200, makeTopPages()),
      'GET /api/analytics/signups-by-source': () => jsonResponse(200, makeSources()),
      'GET /api/analytics/daily-signups': () => jsonResponse(200, makeDailySignups()),
    });
    renderWithRouter(routes, { initialEntries: ['/analytics'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    // 40 signups over 50 unique visitors (who viewed 100 pages).
    expect(await screen.findByRole('group', { name: 'Conversion Rate' })).toHaveTextContent('80%');
    expect(await screen.findByRole('group', { name: 'Paid In' })).toHaveTextContent('$18,400.00');
  });

  it.each(['client', 'engineer'] as const)('shows a %s their own analytics, never the platform\'s', async (role) => {
    const { calls } = stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser({ role })),
      'GET /api/my-analytics': () => jsonResponse(403, PLAN_REQUIRED),
    });
    renderWithRouter(routes, { initialEntries: ['/analytics'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Analytics' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Upgrade to Professional' })).toBeInTheDocument();
    expect(calls.some((request) => new URL(request.url).pathname.startsWith('/api/analytics'))).toBe(false);
  });
});
