import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { InviteToBid } from './invite-to-bid';
import { InvitedProjects } from './invited-projects';

describe('invitations to bid (issue 29 item 7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the engineer's invitations, marked Invited, linking the project", async () => {
    stubApi({
      'GET /api/my-invitations': () =>
        jsonResponse(200, [{ id: 5, projectId: 41, engineerId: 7, createdAt: '2026-11-23T10:15:30.123Z', projectTitle: 'Walnut kitchen', clientName: 'Grace Hopper' }]),
    });
    renderWithRouter([{ path: '/projects', element: <InvitedProjects /> }], { initialEntries: ['/projects'] });

    expect(await screen.findByRole('link', { name: 'Walnut kitchen' })).toHaveAttribute('href', '/project/41');
    expect(screen.getByText('Invited')).toBeInTheDocument();
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
  });

  it('shows a starter client the upgrade prompt instead of the form', async () => {
    renderWithRouter([{ path: '/engineer/7', element: <InviteToBid engineerId={7} allowed={false} /> }], { initialEntries: ['/engineer/7'] });

    await userEvent.click(screen.getByRole('button', { name: 'Invite to bid' }));
    expect(await screen.findByRole('heading', { name: 'Upgrade to Professional' })).toBeInTheDocument();
  });

  it('invites the engineer to the chosen open project', async () => {
    const { calls } = stubApi({
      'GET /api/my-projects': () => jsonResponse(200, [{ id: 41, title: 'Walnut kitchen', status: 'posted', bids: [] }, { id: 42, title: 'Done', status: 'completed', bids: [] }]),
      'POST /api/projects/41/invitations': () => jsonResponse(201, { id: 5, projectId: 41, engineerId: 7, createdAt: '2026-11-23T10:15:30.123Z' }),
    });
    renderWithRouter([{ path: '/engineer/7', element: <InviteToBid engineerId={7} allowed /> }], { initialEntries: ['/engineer/7'] });

    await userEvent.click(screen.getByRole('button', { name: 'Invite to bid' }));
    const select = await screen.findByLabelText('Project');
    await vi.waitFor(() => expect(screen.getByRole('option', { name: 'Walnut kitchen' })).toBeInTheDocument());
    expect(screen.queryByRole('option', { name: 'Done' })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, '41');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent: the engineer has been notified.')).toBeInTheDocument();
    const posted = calls.find((call) => call.method === 'POST');
    expect(await posted?.json()).toEqual({ engineerId: 7 });
  });
});
