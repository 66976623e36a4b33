import { fireEvent, screen, within } from '@testing-library/react';

import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { makeClientAnalytics, makeEngineerAnalytics } from '../testing/fixtures';
import { MyAnalyticsPage } from './my-analytics-page';

const PLAN_REQUIRED = {
  message: 'Analytics is part of the Professional plan: upgrade to use it.',
  code: 'plan_required',
  capability: 'analytics',
  plan: 'professional',
  link: '/premium-plans',
};

function renderPage() {
  return renderWithRouter([{ path: '/analytics', element: <MyAnalyticsPage /> }], { initialEntries: ['/analytics'] });
}

const card = (name: string) => screen.getByRole('group', { name });

describe('MyAnalyticsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a loading state until the figures arrive', async () => {
    stubApi({ 'GET /api/my-analytics': () => new Promise<Response>(() => {}) });
    renderPage();
    expect(await screen.findByRole('status', { name: 'Loading your analytics' })).toBeInTheDocument();
  });

  it('shows a starter the upgrade prompt in place, never a raw error', async () => {
    stubApi({ 'GET /api/my-analytics': () => jsonResponse(403, PLAN_REQUIRED) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Upgrade to Professional' })).toBeInTheDocument();
    expect(screen.getByText(PLAN_REQUIRED.message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/premium-plans');
    expect(screen.queryByText(/403/)).not.toBeInTheDocument();
  });

  it("shows an engineer's profile views, directory appearances, bids, earnings and ratings", async () => {
    stubApi({ 'GET /api/my-analytics': () => jsonResponse(200, makeEngineerAnalytics()) });
    renderPage();
    expect(await screen.findByRole('group', { name: 'Profile Views' })).toHaveTextContent('3');
    expect(card('Bids Placed')).toHaveTextContent('4');
    expect(card('Win Rate')).toHaveTextContent('25%');
    expect(card('Win Rate')).toHaveTextContent('1 bid won');
    expect(card('Average Rating')).toHaveTextContent('4.33');
    const views = screen.getByRole('list', { name: 'Profile views per day' });
    expect(within(views).getAllByRole('listitem')).toHaveLength(3);
    expect(within(views).getByText('Nov 1: 2 views')).toBeInTheDocument();
    expect(screen.getByText('Nov 2026: $750.00')).toBeInTheDocument();
    expect(screen.queryByText(/not counted yet/)).not.toBeInTheDocument();
    const appearancesPanel = screen.getByRole('region', { name: 'Directory appearances by day' });
    expect(appearancesPanel).toHaveTextContent('12 in this range');
    const appearances = within(appearancesPanel).getByRole('list', { name: 'Directory appearances per day' });
    expect(within(appearances).getAllByRole('listitem')).toHaveLength(3);
    expect(within(appearances).getByText('Oct 30: 5 appearances')).toBeInTheDocument();
    expect(within(appearances).getByText('Oct 31: 0 appearances')).toBeInTheDocument();
    expect(within(appearances).getByText('Nov 1: 7 appearances')).toBeInTheDocument();
    // Earnings and views have figures; no chart says it is empty.
    expect(screen.queryByText('Nothing in this range yet.')).not.toBeInTheDocument();
  });

  it("shows a client's projects, bids against budget and money", async () => {
    stubApi({ 'GET /api/my-analytics': () => jsonResponse(200, makeClientAnalytics()) });
    renderPage();
    expect(await screen.findByRole('group', { name: 'Projects Posted' })).toHaveTextContent('2');
    expect(card('Average Bid')).toHaveTextContent('$2,250.00');
    expect(card('Time to First Bid')).toHaveTextContent('3 h 20 min');
    expect(card('Held in Escrow')).toHaveTextContent('$750.00');
    expect(screen.getByText('Above budget: 1 bid')).toBeInTheDocument();
    expect(screen.queryByText('Nothing in this range yet.')).not.toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: 'Oak kitchen' })).toHaveAttribute('href', '/project/7');
    const oak = within(table).getByRole('row', { name: /Oak kitchen/ });
    expect(oak).toHaveTextContent('$2,250.00');
    expect(within(table).getByRole('row', { name: /Walnut vanity/ })).toHaveTextContent('–');
  });

  it('says so where a chart has nothing to show', async () => {
    const figures = makeClientAnalytics({ projectsPosted: 0, projects: [], medianSecondsToFirstBid: null, bidsAgainstBudget: { averageBidCents: null, below: 0, within: 0, above: 0 } });
    stubApi({ 'GET /api/my-analytics': () => jsonResponse(200, { ...figures, money: [{ ...figures.money[0], paidCents: 0, heldCents: 0 }] }) });
    renderPage();
    expect(await screen.findByText('You posted no projects in this range.')).toBeInTheDocument();
    expect(screen.getAllByText('Nothing in this range yet.')).toHaveLength(2);
    expect(card('Time to First Bid')).toHaveTextContent('–');
  });

  it('shows why a range is refused and asks again with the new dates', async () => {
    const { calls } = stubApi({
      'GET /api/my-analytics': (request) => {
        const params = new URL(request.url).searchParams;
        return (params.get('start') ?? '') > (params.get('end') ?? '')
          ? jsonResponse(400, { message: 'start must not be after end', code: 'invalid' })
          : jsonResponse(200, makeClientAnalytics());
      },
    });
    renderPage();
    await screen.findByRole('group', { name: 'Projects Posted' });
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2099-01-01' } });
    expect(await screen.findByText('start must not be after end')).toBeInTheDocument();
    expect(calls.some((request) => new URL(request.url).searchParams.get('start') === '2099-01-01')).toBe(true);
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    stubApi({ 'GET /api/my-analytics': () => jsonResponse(500, { message: 'Something went wrong on our side. Please try again.', code: 'internal' }) });
    renderPage();
    expect(await screen.findByText("We couldn't load your analytics")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});
