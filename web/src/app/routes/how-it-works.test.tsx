import { screen, within } from '@testing-library/react';

import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { HowItWorksRoute } from './how-it-works';

const renderPage = () => renderWithRouter([{ path: '/how-it-works', element: <HowItWorksRoute /> }], { initialEntries: ['/how-it-works'] });

const stubFigures = (figures: object) => stubApi({ 'GET /api/platform-figures': () => jsonResponse(200, figures) });

describe('/how-it-works', () => {
  afterEach(() => vi.unstubAllGlobals());

  // The figures were hard-coded (2,500+ projects, 850+ engineers, 98 %, 7 days) and asserted here as if true: they
  // now come from GET /api/platform-figures (issue 30 item 1).
  it('shows four client steps, four engineer steps, four benefits and the live figures', async () => {
    stubFigures({ projectsPosted: 120, verifiedEngineers: 45, satisfactionPercent: 96, medianDeliveryDays: 6 });
    renderPage();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: 'Steps for clients' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByRole('list', { name: 'Steps for engineers' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'Why CabinetWorks' })).getAllByRole('listitem')).toHaveLength(4);

    const figures = within(await screen.findByRole('region', { name: 'CabinetWorks in Numbers' }));
    for (const [label, value] of [
      ['Projects posted', '120+'],
      ['Verified engineers', '45+'],
      ['Of reviews give 4 stars or more', '96%'],
      ['Median time from accepted bid to completion', '6 days'],
    ]) {
      expect(figures.getByText(label).nextElementSibling).toHaveTextContent(value!);
    }
  });

  it('leaves out a figure with too little data behind it', async () => {
    stubFigures({ projectsPosted: 7, verifiedEngineers: 2, satisfactionPercent: null, medianDeliveryDays: null });
    renderPage();

    const figures = await screen.findByRole('region', { name: 'CabinetWorks in Numbers' });
    expect(within(figures).getAllByRole('term').map((term) => term.textContent)).toEqual(['Projects posted', 'Verified engineers']);
    expect(within(figures).getByText('Projects posted').nextElementSibling).toHaveTextContent('7+');
    expect(figures).not.toHaveTextContent('%');
  });

  it('shows no numbers at all on a new platform, nor when the figures cannot be loaded', async () => {
    const { calls } = stubFigures({ projectsPosted: null, verifiedEngineers: null, satisfactionPercent: null, medianDeliveryDays: null });
    renderPage();
    await vi.waitFor(() => expect(calls.some((call) => call.url.endsWith('/api/platform-figures'))).toBe(true));
    await screen.findByRole('region', { name: 'Why CabinetWorks' });
    expect(screen.queryByRole('region', { name: 'CabinetWorks in Numbers' })).not.toBeInTheDocument();
    vi.unstubAllGlobals();

    stubApi({ 'GET /api/platform-figures': () => jsonResponse(500, { message: 'Something went wrong', code: 'internal' }) });
    renderPage();
    expect(screen.queryByRole('region', { name: 'CabinetWorks in Numbers' })).not.toBeInTheDocument();
  });

  it('leads clients to post a project and engineers to sign up', () => {
    stubFigures({ projectsPosted: null, verifiedEngineers: null, satisfactionPercent: null, medianDeliveryDays: null });
    renderPage();

    for (const link of screen.getAllByRole('link', { name: /Post a Project/ })) expect(link).toHaveAttribute('href', '/post-project');
    expect(screen.getByRole('link', { name: 'Find Work' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth?tab=signup&role=engineer');
    expect(screen.getByRole('link', { name: 'Join as an Engineer' })).toHaveAttribute('href', '/auth?tab=signup&role=engineer');
  });
});
