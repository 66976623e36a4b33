import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { clientViewer, engineerParty, engineerViewer, makeBid, makeMyProject } from '../testing/fixtures';
import type { Viewer } from '../types';
import { ProjectDashboard } from './project-dashboard';

function renderDashboard(viewer: Viewer) {
  return renderWithRouter([{ path: '/dashboard', element: <ProjectDashboard viewer={viewer} /> }], { initialEntries: ['/dashboard'] });
}

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("welcomes a member who just registered (not 'welcome back') and opens on the tab of the project just posted", async () => {
    stubApi({
      'GET /api/my-projects': () =>
        jsonResponse(200, [
          makeMyProject({ id: 2, title: 'Office wall unit', status: 'in_progress', createdAt: '2025-03-01T10:00:00Z', assignedEngineerId: 12, assignedEngineer: engineerParty, finalAmount: '1800.00' }),
          makeMyProject({ id: 7, title: 'Walk-in closet', status: 'posted', createdAt: '2025-03-09T10:00:00Z' }),
        ]),
    });
    window.localStorage.clear();
    const { unmount } = renderDashboard({ ...clientViewer, createdAt: new Date(Date.now() - 60_000).toISOString() });
    expect(screen.getByRole('heading', { name: 'Welcome, Jane!' })).toBeInTheDocument();
    const posted = await screen.findByRole('list', { name: 'Posted Projects' });
    expect(within(posted).getByRole('link', { name: 'Walk-in closet' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Posted Projects' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Active Projects' }));
    expect(await screen.findByRole('list', { name: 'Active Projects' })).toBeInTheDocument();

    // The next visit is a return.
    unmount();
    renderDashboard({ ...clientViewer, createdAt: new Date(Date.now() - 60_000).toISOString() });
    expect(screen.getByRole('heading', { name: 'Welcome back, Jane!' })).toBeInTheDocument();
  });

  it('greets the client, counts projects and lists them by tab', async () => {
    stubApi({
      'GET /api/my-projects': () =>
        jsonResponse(200, [
          makeMyProject({ id: 1, title: 'Vanity refresh', status: 'posted', bidCount: 3 }),
          makeMyProject({ id: 2, title: 'Office wall unit', status: 'in_progress', assignedEngineerId: 12, assignedEngineer: engineerParty, finalAmount: '1800.00' }),
          makeMyProject({ id: 3, title: 'Pantry', status: 'completed' }),
          makeMyProject({ id: 4, title: 'Garage storage', status: 'cancelled' }),
        ]),
    });
    renderDashboard(clientViewer);
    expect(screen.getByRole('heading', { name: 'Welcome back, Jane!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Project' })).toHaveAttribute('href', '/post-project');
    expect(screen.getByRole('link', { name: 'My Analytics' })).toHaveAttribute('href', '/analytics');

    const active = await screen.findByRole('list', { name: 'Active Projects' });
    expect(stat('Total Projects')).toBe('4');
    expect(stat('Active')).toBe('1');
    expect(stat('Completed')).toBe('1');
    expect(stat('Posted')).toBe('1');
    expect(within(active).getByRole('link', { name: 'Office wall unit' })).toHaveAttribute('href', '/project/2');
    expect(within(active).getByText(/Assigned to/)).toHaveTextContent('Assigned to Ada Byron for $1,800');

    await userEvent.click(screen.getByRole('tab', { name: 'Posted Projects' }));
    const posted = screen.getByRole('list', { name: 'Posted Projects' });
    expect(within(posted).getByRole('link', { name: 'Vanity refresh' })).toHaveAttribute('href', '/project/1');
    expect(within(posted).getByText('3 bids received')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(within(screen.getByRole('list', { name: 'Completed' })).getByRole('link', { name: 'Pantry' })).toBeInTheDocument();
  });

  it("shows an engineer their bids and a Find Work link instead of 'New Project'", async () => {
    stubApi({
      'GET /api/my-projects': () =>
        jsonResponse(200, [
          makeMyProject({ id: 8, title: 'Walk-in closet', status: 'posted', bids: [makeBid({ projectId: 8, amount: '950.00' })] }),
          makeMyProject({ id: 9, title: 'Lost to someone else', status: 'in_progress', assignedEngineerId: 99, bids: [makeBid({ id: 6, projectId: 9, status: 'declined' })] }),
        ]),
    });
    renderDashboard(engineerViewer);
    expect(screen.queryByRole('link', { name: 'New Project' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Work' })).toHaveAttribute('href', '/projects');
    expect(screen.getByRole('link', { name: 'My Analytics' })).toHaveAttribute('href', '/analytics');
    // The engineer's newest project is one they bid on: the dashboard opens on it, under 'Open Bids' (an engineer
    // posts nothing, so no 'Posted Projects').
    const posted = await screen.findByRole('list', { name: 'Open Bids' });
    expect(screen.queryByRole('tab', { name: 'Posted Projects' })).not.toBeInTheDocument();
    expect(stat('Total Projects')).toBe('1');
    expect(stat('Active')).toBe('0');
    expect(within(posted).getByText('Your bid: $950.00')).toBeInTheDocument();
    expect(within(posted).getByText('Pending')).toBeInTheDocument();
    expect(within(posted).getByText(/Client:/)).toHaveTextContent('Client: Jane Carver');
    await userEvent.click(screen.getByRole('tab', { name: 'Active Projects' }));
    expect(await screen.findByText('No active projects yet.')).toBeInTheDocument();
  });

  it("uses an admin's wording: the platform overview with /admin and /analytics, not the engineer's", async () => {
    const { calls } = stubApi({});
    renderDashboard({ id: 1, username: 'admin', firstName: 'Grace', lastName: 'Admin', role: 'admin' });

    expect(screen.getByRole('heading', { name: 'Welcome back, Grace!' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as')).toHaveTextContent('Signed in as Admin');
    expect(screen.getByRole('link', { name: 'Open Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'View Analytics' })).toHaveAttribute('href', '/analytics');

    const overview = screen.getByRole('region', { name: 'Platform overview' });
    const tools = within(overview).getByRole('list', { name: 'Admin tools' });
    expect(within(tools).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(within(tools).getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/analytics');
    expect(within(tools).getByRole('link', { name: 'Engineer Directory' })).toHaveAttribute('href', '/engineers');

    // None of the engineer's or the client's words, and no own projects to list.
    for (const words of ['Find Work', 'New Project', 'Get Verified to Bid']) {
      expect(screen.queryByRole('link', { name: words })).not.toBeInTheDocument();
      expect(screen.queryByText(words)).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/Projects you bid on/)).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Active Projects' })).not.toBeInTheDocument();
    expect(calls.some((request) => new URL(request.url).pathname === '/api/my-projects')).toBe(false);
  });
});
