import { screen, waitFor, within } from '@testing-library/react';

import { engineerUser, makeEngineerProfile } from '@/features/engineers/testing/fixtures';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { LandingRoute } from './landing';

const routes = [{ path: '/', element: <LandingRoute /> }];

const engineer = (userId: number, firstName: string, overrides: Parameters<typeof makeEngineerProfile>[0] = {}) =>
  makeEngineerProfile({ userId, user: { ...engineerUser, id: userId, firstName, lastName: 'Smith' }, isVerified: true, ...overrides });

describe('/ (landing)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the three highest-rated verified engineers of the directory', async () => {
    stubApi({
      'GET /api/engineers': () =>
        jsonResponse(200, [
          engineer(1, 'Ada', { rating: '4.9', completedProjects: 1, hourlyRate: 80, bio: 'Frameless kitchens in Mozaik.', softwareSkills: ['Mozaik', 'AutoCAD', 'SketchUp', 'Cabinet Vision'] }),
          engineer(2, 'Ben', { rating: '4.7', completedProjects: 12 }),
          engineer(3, 'Cy', { rating: '5.0', reviewCount: 1, completedProjects: 0 }),
          engineer(4, 'Di', { rating: '4.1' }),
          engineer(5, 'Eve', { rating: '5.0', isVerified: false }),
        ]),
    });
    renderWithRouter(routes);

    const list = await screen.findByRole('list', { name: 'Top-rated engineers' });
    const names = within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Cy Smith', 'Ada Smith', 'Ben Smith']);

    const ada = within(list).getAllByRole('listitem').find((item) => within(item).queryByText('Ada Smith'))!;
    expect(within(ada).getByText('AS')).toBeInTheDocument();
    expect(within(ada).getByText('Verified')).toBeInTheDocument();
    expect(within(ada).getByText('4.9')).toBeInTheDocument();
    expect(within(ada).getByText('$80.00/hr')).toBeInTheDocument();
    expect(within(ada).getByText('Frameless kitchens in Mozaik.')).toBeInTheDocument();
    expect(within(ada).getByRole('list', { name: 'Skills' }).children).toHaveLength(3);
    expect(within(ada).getByText('Austin, USA')).toBeInTheDocument();
    expect(within(ada).getByText('1 project completed')).toBeInTheDocument();
    // What the engineer typed is isolated user text.
    for (const text of ['Ada Smith', 'Frameless kitchens in Mozaik.', 'Austin, USA']) expect(within(ada).getByText(text)).toHaveAttribute('dir', 'auto');
    expect(within(ada).getByRole('link', { name: 'View Profile of Ada Smith' })).toHaveAttribute('href', '/engineer/1');

    expect(screen.getByText('12 projects completed')).toBeInTheDocument();
    expect(screen.getByText('0 projects completed')).toBeInTheDocument();
  });

  it('asks the directory for reviewed engineers only, and says the directory is new when there is none', async () => {
    const { calls } = stubApi({ 'GET /api/engineers': () => jsonResponse(200, []) });
    renderWithRouter(routes);

    expect(await screen.findByText('Our engineer directory is new.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the engineer directory' })).toHaveAttribute('href', '/engineers');
    expect(calls.some((call) => call.url.includes('reviewedOnly=true'))).toBe(true);
    expect(screen.queryByRole('list', { name: 'Top-rated engineers' })).not.toBeInTheDocument();
    // No made-up profiles in their place (issue 30 items 1 and 9).
    for (const sample of ['Sarah Mitchell', 'David Chen', 'Maria Rodriguez']) expect(screen.queryByText(sample)).not.toBeInTheDocument();
  });

  it('shows skeletons while the directory loads, and a link to the directory if it fails', async () => {
    let answer: ((response: Response) => void) | undefined;
    stubApi({ 'GET /api/engineers': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithRouter(routes);
    await waitFor(() => expect(answer).toBeDefined());

    expect(screen.getByRole('status', { name: 'Loading top engineers' })).toBeInTheDocument();

    answer!(jsonResponse(500, { message: 'Directory unavailable' }));
    expect(await screen.findByText('The top-rated engineers could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the engineer directory' })).toHaveAttribute('href', '/engineers');
    expect(screen.queryByText('Our engineer directory is new.')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading top engineers' })).not.toBeInTheDocument();
  });

  it('keeps the hero, its calls to action and the three-step How It Works', async () => {
    stubApi({ 'GET /api/engineers': () => jsonResponse(200, []) });
    renderWithRouter(routes);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Post a Project' })).toHaveAttribute('href', '/post-project');
    expect(screen.getByRole('link', { name: 'Find Work' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'View All Engineers' })).toHaveAttribute('href', '/engineers');
    expect(within(screen.getByRole('region', { name: 'How It Works' })).getAllByRole('listitem')).toHaveLength(3);
    await screen.findByText('Our engineer directory is new.');
  });
});
