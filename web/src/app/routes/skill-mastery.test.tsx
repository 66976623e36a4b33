import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { makeUser } from '@/features/auth/testing/fixtures';
import { makeEngineerProfile } from '@/features/engineers/testing/fixtures';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { SkillMasteryRoute } from './skill-mastery';

const routes = [{ path: '/skill-mastery', element: <SkillMasteryRoute /> }];

const engineer = makeUser({ id: 12, role: 'engineer', firstName: 'Ada', lastName: 'Byron', username: 'ada' });

function completedProject(id: number, title: string, cabinetType: string, completedAt: string) {
  return {
    id,
    title,
    description: '',
    cabinetType,
    budgetRange: '$2,500 - $5,000',
    timeline: '2-4 weeks',
    materialType: 'Plywood',
    deliverables: [],
    status: 'completed',
    clientId: 7,
    assignedEngineerId: 12,
    finalAmount: '2500.00',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: completedAt,
    completedAt,
    client: { id: 7, username: 'jcarver', firstName: 'Jane', lastName: 'Carver' },
    assignedEngineer: { id: 12, username: 'ada', firstName: 'Ada', lastName: 'Byron' },
    bidCount: 1,
    bids: [],
  };
}

function stubEngineer({ projects = [], reviews = [], attempts = [], profile = makeEngineerProfile() }: Record<string, unknown> = {}) {
  return stubApi({
    'GET /api/user': () => jsonResponse(200, engineer),
    'GET /api/engineer-profile': () => jsonResponse(200, profile),
    'GET /api/my-projects': () => jsonResponse(200, projects),
    'GET /api/engineers/12/reviews': () => jsonResponse(200, reviews),
    'GET /api/certification/attempts': () => jsonResponse(200, attempts),
  });
}

describe('/skill-mastery route', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("works out an engineer's levels, badges and activity from their own projects, reviews and certification", async () => {
    const user = userEvent.setup();
    stubEngineer({
      profile: makeEngineerProfile({
        certificationStatus: 'certified',
        certificationScore: 9,
        isVerified: true,
        rating: '5.0',
        reviewCount: 1,
        completedProjects: 1,
      }),
      projects: [completedProject(41, 'Shaker kitchen with island', 'Kitchen Cabinets', '2026-03-10T12:00:00Z')],
      reviews: [{ id: 5, rating: 5, comment: 'Great', createdAt: '2026-03-12T09:00:00Z', projectId: 41, reviewer: { firstName: 'Jane', lastName: 'Carver' } }],
      attempts: [
        { id: 3, status: 'passed', score: 9, totalQuestions: 10, percentage: 90, passed: true, startedAt: '2026-02-01T09:00:00Z', submittedAt: '2026-02-01T09:20:00Z' },
      ],
    });
    renderWithRouter(routes, { initialEntries: ['/skill-mastery'] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Skill Mastery' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Certified').nextSibling).toHaveTextContent('Passed with 90%');
    // 500 (project) + 500 (review) + 1800 (certification).
    expect(screen.getByText('2,800 XP')).toBeInTheDocument();
    expect(screen.queryByText('Sample')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Cabinet Engineering' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Kitchen Cabinets' })).toBeInTheDocument();
    // Cabinet Engineering: 500 (project) + 1800 (certification) = 2300 XP, level 10 and 50 XP toward 11.
    expect(screen.getByRole('progressbar', { name: 'Cabinet Engineering experience' })).toHaveAttribute(
      'aria-valuetext',
      '50 of 250 XP to level 11',
    );

    await user.click(screen.getByRole('tab', { name: 'Badges & Achievements' }));
    const badges = screen.getByRole('list', { name: 'Badges' });
    expect(within(badges).getByRole('listitem', { name: 'Certified Engineer, earned' })).toHaveTextContent('Rare');
    expect(within(badges).getByRole('listitem', { name: 'First Project, earned' })).toHaveTextContent('Earned Mar 10, 2026');
    expect(within(badges).getByRole('listitem', { name: 'Top Rated, locked' })).toHaveTextContent('Legendary');

    await user.click(screen.getByRole('tab', { name: 'Recent Activity' }));
    const activity = screen.getByRole('list', { name: 'Recent activity' });
    expect(within(activity).getAllByRole('listitem').map((item) => item.querySelector('p + p')?.textContent)).toEqual([
      'Received a 5-star review on "Shaker kitchen with island"',
      'Completed "Shaker kitchen with island"',
      'Passed the certification test with 90%',
    ]);
  });

  it("shows examples marked 'Sample' while the engineer has nothing to count yet", async () => {
    const user = userEvent.setup();
    stubEngineer();
    renderWithRouter(routes, { initialEntries: ['/skill-mastery'] });

    expect(await screen.findByText('Sample skills')).toBeInTheDocument();
    expect(screen.getAllByText('Sample')).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 3, name: 'Cabinet Vision' })).toBeInTheDocument();
    expect(screen.getByText('Not certified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the test to earn experience' })).toHaveAttribute('href', '/certification');

    await user.click(screen.getByRole('tab', { name: 'Badges & Achievements' }));
    expect(screen.getByText('0 of 7 earned.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Recent Activity' }));
    expect(screen.getByText('Sample activities')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Recent activity' })).getAllByText('Sample')).toHaveLength(3);
  });

  it.each(['client', 'admin'] as const)('tells a %s that skill mastery is for engineers, without asking for engineer data', async (role) => {
    const { calls } = stubApi({ 'GET /api/user': () => jsonResponse(200, makeUser({ role })) });
    renderWithRouter(routes, { initialEntries: ['/skill-mastery'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Skill mastery is for engineers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Engineers' })).toHaveAttribute('href', '/engineers');
    expect(calls.map((request) => new URL(request.url).pathname)).toEqual(['/api/user']);
  });

  it('offers a retry when a part of the record cannot be loaded', async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(200, engineer),
      'GET /api/engineer-profile': () => jsonResponse(200, makeEngineerProfile()),
      'GET /api/my-projects': () => jsonResponse(500, { message: 'Database unavailable' }),
      'GET /api/engineers/12/reviews': () => jsonResponse(200, []),
      'GET /api/certification/attempts': () => jsonResponse(200, []),
    });
    renderWithRouter(routes, { initialEntries: ['/skill-mastery'] });
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't load your skill mastery" })).toBeInTheDocument();
    expect(screen.getByText('500: Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
