import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { makeDailySignups, makeMarketplaceMetrics, makeSignupCounts, makeSources, makeTopPages } from '../testing/fixtures';
import type { MarketplaceMetrics, PageViews, SignupTotals, SourceCounts } from '../types';
import { defaultRange } from '../utils/report';
import { AnalyticsPage } from './analytics-page';

interface Answers {
  signups?: SignupTotals;
  views?: number;
  visitors?: number;
  marketplace?: MarketplaceMetrics;
  pages?: PageViews[];
  sources?: SourceCounts[];
}

const OUT_OF_ORDER = { message: 'start must not be after end', code: 'invalid' };

/** The analytics API: a range whose start is after its end is refused with 400 by each range report, as the service does. */
function stubAnalytics(answers: Answers = {}) {
  const refused = (request: Request) => {
    const params = new URL(request.url).searchParams;
    return (params.get('start') ?? '') > (params.get('end') ?? '');
  };
  return stubApi({
    'GET /api/analytics/signups': (request) => (refused(request) ? jsonResponse(400, OUT_OF_ORDER) : jsonResponse(200, answers.signups ?? makeSignupCounts())),
    'GET /api/analytics/page-view-total': (request) =>
      refused(request) ? jsonResponse(400, OUT_OF_ORDER) : jsonResponse(200, { views: answers.views ?? 1600, uniqueVisitors: answers.visitors ?? 800 }),
    'GET /api/admin/marketplace-metrics': (request) =>
      refused(request) ? jsonResponse(400, OUT_OF_ORDER) : jsonResponse(200, answers.marketplace ?? makeMarketplaceMetrics()),
    'GET /api/analytics/page-views': (request) => (refused(request) ? jsonResponse(400, OUT_OF_ORDER) : jsonResponse(200, answers.pages ?? makeTopPages())),
    'GET /api/analytics/signups-by-source': () => jsonResponse(200, answers.sources ?? makeSources()),
    'GET /api/analytics/daily-signups': () => jsonResponse(200, makeDailySignups()),
  });
}

function renderPage() {
  return renderWithRouter([{ path: '/analytics', element: <AnalyticsPage /> }], { initialEntries: ['/analytics'] });
}

const card = (name: string) => screen.getByRole('group', { name });
const region = (name: string) => screen.getByRole('region', { name });
/** A table's body rows as the texts of their cells (row header first). */
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('/analytics', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the signup cards with their shares and the conversion rate over the last 30 days', async () => {
    const { calls } = stubAnalytics();
    renderPage();

    const { start, end } = defaultRange();
    expect(screen.getByLabelText('Start date')).toHaveValue(start);
    expect(screen.getByLabelText('End date')).toHaveValue(end);

    expect(await screen.findByRole('group', { name: 'Total Signups' })).toHaveTextContent('40');
    expect(card('Client Signups')).toHaveTextContent('30');
    expect(card('Client Signups')).toHaveTextContent('75% of total');
    expect(card('Engineer Signups')).toHaveTextContent('10');
    expect(card('Engineer Signups')).toHaveTextContent('25% of total');
    // 40 signups from 800 unique visitors (who viewed 1,600 pages): 5%.
    expect(card('Conversion Rate')).toHaveTextContent('5%');
    expect(card('Conversion Rate')).toHaveTextContent('Sign-ups / unique visitors: 40 / 800');

    const query = (path: string) => new URL(calls.find((request) => new URL(request.url).pathname === path)!.url).searchParams;
    expect(Object.fromEntries(query('/api/analytics/signups'))).toEqual({ start, end });
    expect(Object.fromEntries(query('/api/analytics/page-view-total'))).toEqual({ start, end });
    expect(Object.fromEntries(query('/api/admin/marketplace-metrics'))).toEqual({ start, end });
    expect(Object.fromEntries(query('/api/analytics/page-views'))).toEqual({ start, end, limit: '8' });
    expect(Object.fromEntries(query('/api/analytics/daily-signups'))).toEqual({ days: '30' });
    expect(await screen.findByText(/^Last updated/)).toBeInTheDocument();
  });

  it('divides signups by unique visitors, not by page views (122 signups, 43 views, 500 visitors: 24%, not 284%)', async () => {
    stubAnalytics({ signups: makeSignupCounts({ total: 122, clients: 100, engineers: 22 }), views: 43, visitors: 500 });
    renderPage();

    expect(await screen.findByRole('group', { name: 'Conversion Rate' })).toHaveTextContent('24%');
    expect(card('Conversion Rate')).not.toHaveTextContent('284%');
    expect(card('Conversion Rate')).toHaveTextContent('Sign-ups / unique visitors: 122 / 500');
  });

  it('shows what an operator looks at first: projects, bids, accept rate and the money through escrow', async () => {
    stubAnalytics();
    renderPage();

    const marketplace = await screen.findByRole('region', { name: 'Marketplace' });
    expect(await within(marketplace).findByRole('group', { name: 'Projects Posted' })).toHaveTextContent('12');
    expect(card('Bids Placed')).toHaveTextContent('41');
    expect(card('Accept Rate')).toHaveTextContent('75%');
    expect(card('Accept Rate')).toHaveTextContent('9 projects with an accepted bid of 12 posted');
    expect(card('Paid In')).toHaveTextContent('$18,400.00');
    expect(card('Held in Escrow')).toHaveTextContent('$9,600.00');
    expect(card('Released')).toHaveTextContent('$8,800.00');
    expect(card('Released')).toHaveTextContent('$125.50 refunded to clients');
  });

  it('shows no accept rate without projects, and $0.00 without money', async () => {
    stubAnalytics({
      marketplace: makeMarketplaceMetrics({
        projectsPosted: 0,
        projectsWithAcceptedBid: 0,
        acceptRate: null,
        bidsPlaced: 0,
        paidInCents: 0,
        heldCents: 0,
        releasedCents: 0,
        refundedCents: 0,
      }),
    });
    renderPage();

    expect(await screen.findByRole('group', { name: 'Accept Rate' })).toHaveTextContent('–');
    expect(card('Accept Rate')).toHaveTextContent('0 projects with an accepted bid of 0 posted');
    expect(card('Paid In')).toHaveTextContent('$0.00');
  });

  it("lists the signup sources with 'Direct' for signups without one, and the e-mail figures", async () => {
    stubAnalytics();
    renderPage();

    const sources = await within(region('Signup Sources')).findByRole('table', { name: 'Signups by source' });
    expect(bodyRows(sources)).toEqual([
      ['newsletter', '20', '15', '5'],
      ['Direct', '12', '8', '4'],
      ['linkedin', '3', '1', '2'],
    ]);

    const email = region('Email Marketing Performance');
    expect(await within(email).findByText('38')).toBeInTheDocument();
    expect(within(email).getByText('Welcome emails sent').nextSibling).toHaveTextContent(/^38$/);
    expect(within(email).getByText('Total email captures').nextSibling).toHaveTextContent('35');
    expect(within(email).getByRole('link', { name: 'admin@cabinetworks.example' })).toHaveAttribute('href', 'mailto:admin@cabinetworks.example');
  });

  it('shows the first 8 top pages', async () => {
    stubAnalytics({ pages: makeTopPages(10) });
    renderPage();

    const pages = await within(region('Top Pages')).findByRole('table', { name: 'Most viewed pages' });
    const rows = bodyRows(pages);
    expect(rows).toHaveLength(8);
    expect(rows[0]).toEqual(['/', '1,000']);
    expect(rows[7]).toEqual(['/contact', '300']);
    expect(within(pages).queryByText('/file-formats')).not.toBeInTheDocument();
  });

  it('charts the 30 days and tables only the last 10 of them', async () => {
    stubAnalytics();
    renderPage();

    const trends = region('Daily Signup Trends');
    const chart = await within(trends).findByRole('list', { name: 'Signups per day, last 30 days' });
    expect(within(chart).getAllByRole('listitem')).toHaveLength(30);
    expect(within(chart).getByText('Oct 25: 1 signup (1 client, 0 engineers)')).toBeInTheDocument();

    const table = within(trends).getByRole('table', { name: 'Signups of the last 10 days' });
    const rows = bodyRows(table);
    expect(rows).toHaveLength(10);
    // Days 21 to 30 of the series (day n has n signups, a third of them engineers).
    expect(rows[0]).toEqual(['Nov 14, 2026', '21', '14', '7']);
    expect(rows[9]).toEqual(['Nov 23, 2026', '30', '20', '10']);
    expect(within(table).queryByText('Nov 13, 2026')).not.toBeInTheDocument();
  });

  it('shows 0% shares and a 0% conversion rate when nobody signed up and nothing was viewed', async () => {
    stubAnalytics({ signups: makeSignupCounts({ total: 0, clients: 0, engineers: 0 }), views: 0, visitors: 0, pages: [], sources: [] });
    renderPage();

    expect(await screen.findByRole('group', { name: 'Total Signups' })).toHaveTextContent('0');
    expect(card('Client Signups')).toHaveTextContent('0% of total');
    expect(card('Engineer Signups')).toHaveTextContent('0% of total');
    expect(card('Conversion Rate')).toHaveTextContent('0%');
    expect(await within(region('Top Pages')).findByText('No page views in this range yet.')).toBeInTheDocument();
    expect(within(region('Signup Sources')).getByText('No signups yet.')).toBeInTheDocument();
    expect(within(region('Email Marketing Performance')).getByText('Total email captures').nextSibling).toHaveTextContent('0');
  });

  it("shows the server's message for an end before the start, and the figures again once the range is fixed", async () => {
    const { calls } = stubAnalytics();
    renderPage();
    await screen.findByRole('group', { name: 'Total Signups' });

    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2020-01-01' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('start must not be after end');
    expect(screen.queryByRole('group', { name: 'Total Signups' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Marketplace' })).not.toBeInTheDocument();
    expect(within(region('Top Pages')).getByText('Choose a valid date range to see the top pages.')).toBeInTheDocument();
    // The reports that do not depend on the range still show.
    expect(within(region('Signup Sources')).getByRole('table')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2019-12-01' } });
    expect(await screen.findByRole('group', { name: 'Total Signups' })).toHaveTextContent('40');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const signupCalls = calls.filter((request) => new URL(request.url).pathname === '/api/analytics/signups');
    expect(new URL(signupCalls[signupCalls.length - 1]!.url).search).toBe('?start=2019-12-01&end=2020-01-01');
  });

  it('asks for both dates when one is cleared', async () => {
    stubAnalytics();
    renderPage();
    await screen.findByRole('group', { name: 'Total Signups' });

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '' } });
    expect(await screen.findByText('Pick a start and an end date to see the figures for a range.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total Signups' })).not.toBeInTheDocument();
  });

  it('shows an error state with the server message when a report fails', async () => {
    stubApi({
      'GET /api/analytics/signups': () => jsonResponse(403, { message: 'Only admins can see analytics', code: 'forbidden' }),
      'GET /api/analytics/page-view-total': () => jsonResponse(200, { views: 10, uniqueVisitors: 4 }),
      'GET /api/admin/marketplace-metrics': () => jsonResponse(500, { message: 'Something went wrong on our side. Please try again.', code: 'internal' }),
      'GET /api/analytics/page-views': () => jsonResponse(200, makeTopPages()),
      'GET /api/analytics/signups-by-source': () => jsonResponse(500, { message: 'Something went wrong on our side. Please try again.', code: 'internal' }),
      'GET /api/analytics/daily-signups': () => jsonResponse(200, makeDailySignups()),
    });
    renderPage();

    expect(await screen.findByText("We couldn't load the signup figures")).toBeInTheDocument();
    expect(screen.getByText('403: Only admins can see analytics')).toBeInTheDocument();
    const sources = region('Signup Sources');
    expect(await within(sources).findByText("We couldn't load the signup sources")).toBeInTheDocument();
    expect(within(sources).getByText('500: Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(within(sources).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await within(region('Marketplace')).findByText("We couldn't load the marketplace figures")).toBeInTheDocument();
    // The other reports are unaffected.
    expect(await within(region('Top Pages')).findByRole('table')).toBeInTheDocument();
  });

  it('refreshes every 30 seconds and shows when it last did', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-23T10:15:00Z') });
    let total = 40;
    const { calls } = stubApi({
      'GET /api/analytics/signups': () => jsonResponse(200, makeSignupCounts({ total, clients: total - 10 })),
      'GET /api/analytics/page-view-total': () => jsonResponse(200, { views: 1600, uniqueVisitors: 800 }),
      'GET /api/admin/marketplace-metrics': () => jsonResponse(200, makeMarketplaceMetrics({ projectsPosted: total - 28 })),
      'GET /api/analytics/page-views': () => jsonResponse(200, makeTopPages()),
      'GET /api/analytics/signups-by-source': () => jsonResponse(200, makeSources()),
      'GET /api/analytics/daily-signups': () => jsonResponse(200, makeDailySignups()),
    });
    renderPage();
    expect(await screen.findByRole('group', { name: 'Total Signups' })).toHaveTextContent('40');
    const firstUpdate = screen.getByText(/^Last updated/).querySelector('time')?.getAttribute('dateTime');
    const signupCalls = () => calls.filter((request) => new URL(request.url).pathname === '/api/analytics/signups').length;
    expect(signupCalls()).toBe(1);

    expect(card('Projects Posted')).toHaveTextContent('12');

    total = 41;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(card('Total Signups')).toHaveTextContent('41'));
    await waitFor(() => expect(card('Projects Posted')).toHaveTextContent('13'));
    expect(signupCalls()).toBe(2);
    const secondUpdate = screen.getByText(/^Last updated/).querySelector('time')?.getAttribute('dateTime');
    expect(new Date(secondUpdate!).getTime() - new Date(firstUpdate!).getTime()).toBeGreaterThanOrEqual(30_000);
  });
});
