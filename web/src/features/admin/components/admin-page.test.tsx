import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { SEARCH_DEBOUNCE_MS } from '@/config/constants';
import { isolateText } from '@/lib/user-text';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { APPROVAL_REFRESH_DELAYS_MS } from '../api/admin-api';
import {
  disputesPageOf,
  makeAttempt,
  makeEmptyStats,
  makePendingEngineers,
  makePublicProfile,
  makeStats,
  makeVerifiedEngineer,
  pageOf,
} from '../testing/fixtures';
import type { AdminStats, EngineerEntry } from '../types';
import { AdminPage } from './admin-page';

const TOAST = { selector: '[data-testid="toast"] *' };

type Handlers = Parameters<typeof stubApi>[0];

/** Public profiles of the verified engineers of makeStats (and of anyone else asked for). */
const profiles: Handlers = {
  'GET /api/engineer-profile/31': () => jsonResponse(200, makePublicProfile(31, { rating: '4.8', availability: 'Available now' })),
  'GET /api/engineer-profile/32': () => jsonResponse(200, makePublicProfile(32, { rating: '4', availability: 'Available in 2 weeks' })),
};

function stubAdmin(stats: AdminStats | (() => AdminStats), handlers: Handlers = {}) {
  return stubApi({
    'GET /api/admin/stats': () => jsonResponse(200, typeof stats === 'function' ? stats() : stats),
    'GET /api/admin/disputes': () => jsonResponse(200, disputesPageOf([])),
    ...profiles,
    ...handlers,
  });
}

/** A passed attempt at the test for each engineer asked about (approval needs one). */
const passedAttempts = (...ids: number[]): Handlers =>
  Object.fromEntries(
    ids.map((id) => [`GET /api/admin/engineers/${id}/certification-attempts`, () => jsonResponse(200, [makeAttempt({ status: 'passed', score: 9, passed: true })])]),
  );

/** Approve, then 'Approve engineer' in the dialog that shows the attempts. */
async function approve(name: string, user: ReturnType<typeof userEvent.setup>, within_: typeof screen | ReturnType<typeof within> = screen) {
  await user.click(await within_.findByRole('button', { name: `Approve ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Approve Engineer' });
  await within(dialog).findByRole('list', { name: 'Certification attempts' });
  await user.click(within(dialog).getByRole('button', { name: 'Approve engineer' }));
}

function renderPage() {
  return renderWithRouter([{ path: '/admin', element: <AdminPage /> }], { initialEntries: ['/admin'] });
}

const card = (name: string) => screen.getByRole('group', { name });
const region = (name: string) => screen.getByRole('region', { name });
const pathOf = (request: Request) => new URL(request.url).pathname;
const statsCalls = (calls: Request[]) => calls.filter((request) => pathOf(request) === '/api/admin/stats').length;

describe('/admin', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    act(() => resetToasts());
  });

  it('shows the four figures and the pending count in the tab', async () => {
    stubAdmin(makeStats());
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the admin dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Active Engineers' })).toHaveTextContent('12');
    expect(card('Active Projects')).toHaveTextContent('4');
    expect(card('Total Projects')).toHaveTextContent('20');
    expect(card('Completion Rate')).toHaveTextContent('35%');
    expect(screen.getByRole('tab', { name: 'Engineer Management (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Project Overview' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recent Activity' })).toBeInTheDocument();
  });

  it('lists the pending engineers by name, else username, else id, each with Review and Approve', async () => {
    stubAdmin(makeStats());
    renderPage();

    const pending = await within(await screen.findByRole('region', { name: 'Pending Applications' })).findByRole('list', { name: 'Pending applications' });
    const items = within(pending).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Ada Byron', 'grace_h', 'Engineer #23']);
    expect(items[0]).toHaveTextContent('@ada');
    expect(items[0]).toHaveTextContent('Registered Mar 4, 2025');
    expect(within(items[0]!).getByRole('link', { name: 'Review Ada Byron' })).toHaveAttribute('href', '/engineer/21');
    expect(within(items[0]!).getByRole('button', { name: 'Approve Ada Byron' })).toBeEnabled();
    expect(within(items[2]!).getByRole('link', { name: 'Review Engineer #23' })).toHaveAttribute('href', '/engineer/23');
    // Three waiting: all of them are listed.
    expect(screen.queryByRole('button', { name: /View All Applications/ })).not.toBeInTheDocument();
  });

  it('lists the verified engineers with rating, completed projects and availability', async () => {
    stubAdmin(makeStats());
    renderPage();

    const verified = await screen.findByRole('list', { name: 'Verified engineers' });
    const linus = within(verified).getByRole('listitem', { name: 'Linus Lathe' });
    expect(await within(linus).findByText('4.8 ★')).toBeInTheDocument();
    expect(linus).toHaveTextContent('1 project completed');
    expect(within(linus).getByText('Available now')).toBeInTheDocument();
    expect(within(linus).getByRole('link', { name: 'Linus Lathe' })).toHaveAttribute('href', '/engineer/31');

    const mira = within(verified).getByRole('listitem', { name: 'Mira Mortise' });
    expect(await within(mira).findByText('4.0 ★')).toBeInTheDocument();
    expect(mira).toHaveTextContent('3 projects completed');
    expect(within(mira).getByText('Available in 2 weeks')).toBeInTheDocument();
  });

  it('approves an engineer: a toast, the engineer leaves the list at once, and the figures are asked for again until analytics shows it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const before = makeStats();
    const ada = before.pendingEngineers.first[0]!;
    // Analytics' figures once it has learnt of the approval.
    const after = makeStats({
      activeEngineers: 13,
      pendingEngineers: { count: 2, first: before.pendingEngineers.first.slice(1) },
      verifiedEngineers: [{ ...ada, verifiedAt: '2025-04-02T09:00:00Z' }, ...before.verifiedEngineers],
    });
    let learnt = false;
    const approvals: string[] = [];
    const { calls } = stubAdmin(() => (learnt ? after : before), {
      'POST /api/admin/engineers/21/approve': (request) => {
        approvals.push(pathOf(request));
        return jsonResponse(200, makePublicProfile(21));
      },
      'GET /api/engineer-profile/21': () => jsonResponse(200, makePublicProfile(21, { rating: '5.0' })),
      ...passedAttempts(21),
    });
    renderPage();

    await approve('Ada Byron', user);

    expect(await screen.findByText('Engineer Approved', TOAST)).toBeInTheDocument();
    expect(screen.getByText(`${isolateText('Ada Byron')} is now verified.`, TOAST)).toBeInTheDocument();
    expect(approvals).toEqual(['/api/admin/engineers/21/approve']);
    // Gone from the list before analytics knows: the figures show what the approval will do.
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Ada Byron' })).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Engineer Management (2)' })).toBeInTheDocument();
    expect(card('Active Engineers')).toHaveTextContent('13');

    // Analytics has not learnt of it yet: the figures asked for again still list Ada, the page does not.
    await act(() => vi.advanceTimersByTimeAsync(APPROVAL_REFRESH_DELAYS_MS[0]));
    await waitFor(() => expect(statsCalls(calls)).toBe(2));
    expect(screen.queryByRole('listitem', { name: 'Ada Byron' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Engineer Management (2)' })).toBeInTheDocument();

    // Now it has: Ada is among the verified engineers, and the dashboard stops asking.
    learnt = true;
    await act(() => vi.advanceTimersByTimeAsync(APPROVAL_REFRESH_DELAYS_MS[1]));
    const verified = screen.getByRole('list', { name: 'Verified engineers' });
    expect(await within(verified).findByRole('listitem', { name: 'Ada Byron' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Pending applications' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Engineer Management (2)' })).toBeInTheDocument();
    expect(card('Active Engineers')).toHaveTextContent('13');
    const asked = statsCalls(calls);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(statsCalls(calls)).toBe(asked);
  });

  it('shows the attempts before an approval and offers none without a passed test', async () => {
    const approvals: string[] = [];
    stubAdmin(makeStats(), {
      'GET /api/admin/engineers/21/certification-attempts': () => jsonResponse(200, [makeAttempt({ status: 'failed', score: 4 })]),
      'POST /api/admin/engineers/21/approve': (request) => {
        approvals.push(pathOf(request));
        return jsonResponse(409, { message: 'This engineer has not passed the certification test', code: 'conflict' });
      },
    });
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Approve Ada Byron' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Engineer' });
    expect(await within(dialog).findByRole('list', { name: 'Certification attempts' })).toHaveTextContent('Failed · 4/10');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('approval opens once this engineer passes the certification test');
    expect(within(dialog).getByRole('button', { name: 'Approve engineer' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(approvals).toEqual([]);
  });

  it("toasts 'Error' with the server's message when the approval fails, and keeps the engineer listed", async () => {
    stubAdmin(makeStats(), {
      'POST /api/admin/engineers/21/approve': () => jsonResponse(403, { message: 'Only admins can approve engineers', code: 'forbidden' }),
      ...passedAttempts(21),
    });
    renderPage();

    await approve('Ada Byron', userEvent.setup());
    expect(await screen.findByText('Error', TOAST)).toBeInTheDocument();
    expect(screen.getByText('403: Only admins can approve engineers', TOAST)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Ada Byron' })).toBeInTheDocument();
    // The toast can come a render before the button leaves its busy state.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve Ada Byron' })).toBeEnabled());
    expect(screen.getByRole('tab', { name: 'Engineer Management (3)' })).toBeInTheDocument();
  });

  it("offers 'View All Applications (7)' when more than 5 wait, and approves from the full list", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const all = makePendingEngineers(7);
    const { calls } = stubAdmin(makeStats({ pendingEngineers: { count: 7, first: all.slice(0, 5) } }), {
      'GET /api/admin/pending-engineers': (request) => {
        const params = new URL(request.url).searchParams;
        return jsonResponse(200, pageOf(all, Number(params.get('page')), Number(params.get('pageSize'))));
      },
      'POST /api/admin/engineers/107/approve': () => jsonResponse(200, makePublicProfile(107)),
      ...passedAttempts(107),
    });
    renderPage();

    const pending = await screen.findByRole('list', { name: 'Pending applications' });
    expect(within(pending).getAllByRole('listitem')).toHaveLength(5);
    expect(calls.some((request) => pathOf(request) === '/api/admin/pending-engineers')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'View All Applications (7)' }));
    const dialog = await screen.findByRole('dialog', { name: 'All Pending Applications' });
    const full = await within(dialog).findByRole('list', { name: 'All pending applications' });
    expect(within(full).getAllByRole('listitem')).toHaveLength(7);
    expect(within(dialog).getByText('Page 1 of 1')).toBeInTheDocument();
    const asked = new URL(calls.find((request) => pathOf(request) === '/api/admin/pending-engineers')!.url).searchParams;
    expect(Object.fromEntries(asked)).toEqual({ page: '1', pageSize: '20' });

    const last = within(full).getByRole('listitem', { name: 'Engineer Number107' });
    expect(within(last).getByRole('link', { name: 'Review Engineer Number107' })).toHaveAttribute('href', '/engineer/107');
    await approve('Engineer Number107', user, within(last));
    expect(await screen.findByText(`${isolateText('Engineer Number107')} is now verified.`, TOAST)).toBeInTheDocument();
    await waitFor(() => expect(within(full).getAllByRole('listitem')).toHaveLength(6));
    expect(within(dialog).queryByRole('listitem', { name: 'Engineer Number107' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'View All Applications (6)' })).toBeInTheDocument();
  });

  it('pages through every application 20 at a time', async () => {
    const all: EngineerEntry[] = makePendingEngineers(25);
    const { calls } = stubAdmin(makeStats({ pendingEngineers: { count: 25, first: all.slice(0, 5) } }), {
      'GET /api/admin/pending-engineers': (request) => {
        const params = new URL(request.url).searchParams;
        return jsonResponse(200, pageOf(all, Number(params.get('page')), Number(params.get('pageSize'))));
      },
    });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'View All Applications (25)' }));
    const dialog = await screen.findByRole('dialog', { name: 'All Pending Applications' });
    expect(within(await within(dialog).findByRole('list', { name: 'All pending applications' })).getAllByRole('listitem')).toHaveLength(20);
    expect(within(dialog).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Page 2 of 2')).toBeInTheDocument();
    const second = await within(dialog).findByRole('listitem', { name: 'Engineer Number125' });
    expect(within(within(dialog).getByRole('list', { name: 'All pending applications' })).getAllByRole('listitem')).toHaveLength(5);
    expect(second).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    const pages = calls.filter((request) => pathOf(request) === '/api/admin/pending-engineers').map((request) => new URL(request.url).search);
    expect(pages).toEqual(['?page=1&pageSize=20', '?page=2&pageSize=20']);
  });

  it('finds an application by name or username from page 1, says when none matches, and does not send a search over 100 characters', async () => {
    const all: EngineerEntry[] = makePendingEngineers(25);
    const { calls } = stubAdmin(makeStats({ pendingEngineers: { count: 25, first: all.slice(0, 5) } }), {
      'GET /api/admin/pending-engineers': (request) => {
        const params = new URL(request.url).searchParams;
        const search = (params.get('search') ?? '').toLowerCase();
        const matching = all.filter((engineer) => `${engineer.name} ${engineer.username}`.toLowerCase().includes(search));
        return jsonResponse(200, pageOf(matching, Number(params.get('page')), Number(params.get('pageSize'))));
      },
    });
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'View All Applications (25)' }));
    const dialog = await screen.findByRole('dialog', { name: 'All Pending Applications' });
    await within(dialog).findByText('Page 1 of 2');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByText('Page 2 of 2');

    const box = within(dialog).getByRole('searchbox', { name: 'Search by name or username' });
    await user.type(box, 'number125');
    const list = () => within(dialog).getByRole('list', { name: 'All pending applications' });
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list()).getByRole('listitem', { name: 'Engineer Number125' })).toBeInTheDocument();
    expect(within(dialog).getByText('Page 1 of 1')).toBeInTheDocument();
    const searched = calls.filter((request) => pathOf(request) === '/api/admin/pending-engineers').map((request) => new URL(request.url).search);
    // Every search asks from page 1, the last one for the whole word. How many the typing sends depends on how fast
    // this machine types; the debounce itself is held by use-debounced-value.test.ts, on a fake clock.
    const searches = searched.filter((query) => query.includes('search='));
    expect(searches.at(-1)).toBe('?page=1&pageSize=20&search=number125');
    expect(searches.every((query) => query.startsWith('?page=1&pageSize=20&search='))).toBe(true);

    await user.clear(box);
    await user.type(box, 'nobody');
    expect(await within(dialog).findByText('No matching applications')).toBeInTheDocument();
    expect(within(dialog).getByText(`No pending application matches “${isolateText('nobody')}”.`)).toBeInTheDocument();

    const before = calls.length;
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(101));
    expect(await within(dialog).findByText('This is 1 character too long (at most 100).')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100)));
    expect(calls.slice(before).some((request) => new URL(request.url).searchParams.get('search')?.length === 101)).toBe(false);
  });

  it('shows the recent projects with their facts, status and a View link', async () => {
    stubAdmin(makeStats());
    renderPage();

    await userEvent.click(await screen.findByRole('tab', { name: 'Project Overview' }));
    const projects = within(region('Recent Projects')).getByRole('list', { name: 'Recent projects' });
    const shaker = within(projects).getByRole('listitem', { name: 'Shaker kitchen' });
    expect(within(shaker).getByRole('heading', { name: 'Shaker kitchen' })).toBeInTheDocument();
    expect(within(shaker).getByText('In Progress')).toBeInTheDocument();
    expect(shaker).toHaveTextContent('Kitchen Cabinets');
    expect(shaker).toHaveTextContent('$2,500 - $5,000');
    expect(shaker).toHaveTextContent('2-4 weeks');
    expect(shaker).toHaveTextContent('PostedMar 4, 2025');
    expect(within(shaker).getByRole('link', { name: 'View Shaker kitchen' })).toHaveAttribute('href', '/project/41');

    const vanity = within(projects).getByRole('listitem', { name: 'Walnut vanity' });
    expect(within(vanity).getByText('Completed')).toBeInTheDocument();
    expect(vanity).toHaveTextContent('Timeline—');
  });

  it('shows the recent activity lines with their time', async () => {
    stubAdmin(makeStats());
    renderPage();

    await userEvent.click(await screen.findByRole('tab', { name: 'Recent Activity' }));
    const lines = within(region('Recent Activity')).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Mira Mortise was approved');
    expect(lines[1]).toHaveTextContent('Jane Carver paid $1,250.00 for Shaker kitchen');
    expect(lines[0]!.querySelector('time')).toHaveAttribute('dateTime', '2025-03-04T10:00:00Z');
    expect(lines[0]!.querySelector('time')).toHaveTextContent(/ago$/);
  });

  it('shows the empty states when nothing has happened yet', async () => {
    stubAdmin(makeEmptyStats());
    renderPage();

    expect(await screen.findByRole('tab', { name: 'Engineer Management (0)' })).toBeInTheDocument();
    expect(card('Completion Rate')).toHaveTextContent('0%');
    const pending = region('Pending Applications');
    expect(within(pending).getByText('No pending applications')).toBeInTheDocument();
    expect(within(pending).getByText('All engineer applications have been reviewed.')).toBeInTheDocument();
    expect(within(region('Verified Engineers')).getByText('No verified engineers yet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Project Overview' }));
    expect(within(region('Recent Projects')).getByText('No projects yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Recent Activity' }));
    expect(within(region('Recent Activity')).getByText('No activity yet')).toBeInTheDocument();
  });

  it("says when a verified engineer's profile cannot be loaded, and counts no projects as '0 projects completed'", async () => {
    stubAdmin(makeStats({ verifiedEngineers: [makeVerifiedEngineer(33, { name: 'Otto Ogee', completedProjects: 0 })] }), {
      'GET /api/engineer-profile/33': () => jsonResponse(500, { message: 'Something went wrong on our side. Please try again.', code: 'internal' }),
    });
    renderPage();

    const otto = await screen.findByRole('listitem', { name: 'Otto Ogee' });
    expect(otto).toHaveTextContent('0 projects completed');
    expect(await within(otto).findByText('Rating and availability unavailable')).toBeInTheDocument();
  });

  it("shows an error with the server's message and 'Try again' when the figures cannot be loaded", async () => {
    let fail = true;
    stubAdmin(makeStats(), {
      'GET /api/admin/stats': () =>
        fail ? jsonResponse(403, { message: 'Only admins can see analytics', code: 'forbidden' }) : jsonResponse(200, makeStats()),
    });
    renderPage();

    expect(await screen.findByText("We couldn't load the admin dashboard")).toBeInTheDocument();
    expect(screen.getByText('403: Only admins can see analytics')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Active Engineers' })).toHaveTextContent('12');
  });
});
