import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { isolateText } from '@/lib/user-text';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { disputesPageOf, makePendingEngineers, makePublicProfile, makeStats, pageOf } from '../testing/fixtures';
import { AdminPage } from './admin-page';

const TOAST = { selector: '[data-testid="toast"] *' };

type Handlers = Parameters<typeof stubApi>[0];

function stubAdmin(handlers: Handlers = {}) {
  const { calls } = stubApi({
    'GET /api/admin/stats': () => jsonResponse(200, makeStats()),
    'GET /api/admin/disputes': () => jsonResponse(200, disputesPageOf([])),
    'GET /api/engineer-profile/31': () => jsonResponse(200, makePublicProfile(31)),
    'GET /api/engineer-profile/32': () => jsonResponse(200, makePublicProfile(32)),
    ...handlers,
  });
  const rejections = () => calls.filter((request) => request.method === 'POST' && new URL(request.url).pathname.endsWith('/reject'));
  return { calls, rejections };
}

function renderPage() {
  return renderWithRouter([{ path: '/admin', element: <AdminPage /> }], { initialEntries: ['/admin'] });
}

async function openRejectDialog(name: string, user = userEvent.setup()) {
  await user.click(await screen.findByRole('button', { name: `Reject ${name}` }));
  return screen.findByRole('dialog', { name: 'Reject Application' });
}

describe('rejecting an application on /admin', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    act(() => resetToasts());
  });

  it('offers Reject beside Review and Approve for every pending application', async () => {
    stubAdmin();
    renderPage();

    const pending = await screen.findByRole('list', { name: 'Pending applications' });
    for (const item of within(pending).getAllByRole('listitem')) {
      const name = item.getAttribute('aria-label')!;
      expect(within(item).getByRole('link', { name: `Review ${name}` })).toBeInTheDocument();
      expect(within(item).getByRole('button', { name: `Reject ${name}` })).toBeEnabled();
      expect(within(item).getByRole('button', { name: `Approve ${name}` })).toBeEnabled();
    }
  });

  it('requires a reason of at most 1000 characters before asking the server', async () => {
    const { rejections } = stubAdmin();
    renderPage();
    const user = userEvent.setup();
    const dialog = await openRejectDialog('Ada Byron', user);

    expect(dialog).toHaveAccessibleDescription(/^Tell Ada Byron why their application was not approved/);
    expect(within(dialog).getByText('Ada Byron')).toHaveAttribute('dir', 'auto');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAccessibleDescription('0 / 1,000 characters');

    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(within(dialog).getByText('Please give a reason: the engineer sees it.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(within(dialog).getByText('Please give a reason: the engineer sees it.')).toBeInTheDocument();

    fireEvent.change(reason, { target: { value: 'x'.repeat(1001) } });
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(within(dialog).getByText('This is 1 character too long (at most 1,000).')).toBeInTheDocument();
    // Nothing was cut.
    expect(reason).toHaveValue('x'.repeat(1001));

    fireEvent.change(reason, { target: { value: 'x'.repeat(1000) } });
    expect(within(dialog).queryByText(/too long/)).not.toBeInTheDocument();
    expect(reason).toHaveAccessibleDescription('1,000 / 1,000 characters');
    expect(rejections()).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rejections()).toHaveLength(0);
    expect(screen.getByRole('listitem', { name: 'Ada Byron' })).toBeInTheDocument();
  });

  it('sends the trimmed reason, toasts, closes the dialog and takes the engineer off the list and its count', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const sent: unknown[] = [];
    stubAdmin({
      'POST /api/admin/engineers/21/reject': async (request) => {
        sent.push(await request.json());
        return jsonResponse(200, { ...makePublicProfile(21), isVerified: false, applicationStatus: 'rejected', rejectionReason: 'Add portfolio images.' });
      },
    });
    renderPage();
    const dialog = await openRejectDialog('Ada Byron', user);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Add portfolio images.  ');
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('21 / 1,000 characters');
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));

    expect(await screen.findByText('Application Rejected', TOAST)).toBeInTheDocument();
    expect(screen.getByText(`${isolateText('Ada Byron')} will see your reason on their dashboard.`, TOAST)).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Add portfolio images.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Gone before analytics knows; rejected engineers do not join the active ones.
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Ada Byron' })).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Engineer Management (2)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Active Engineers' })).toHaveTextContent('12');
  });

  it("keeps the dialog open with the server's message when the rejection is refused", async () => {
    stubAdmin({
      'POST /api/admin/engineers/21/reject': () => jsonResponse(409, { message: 'This engineer is already verified', code: 'conflict' }),
    });
    renderPage();
    const user = userEvent.setup();
    const dialog = await openRejectDialog('Ada Byron', user);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Not enough experience');
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));

    expect(await screen.findByText('409: This engineer is already verified', TOAST)).toBeInTheDocument();
    expect(screen.getByText('Error', TOAST)).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('409: This engineer is already verified');
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Not enough experience');
    expect(within(dialog).getByRole('button', { name: 'Reject application' })).toBeEnabled();
    // Behind the dialog (hidden from the accessibility tree while it is open) the engineer is still listed.
    expect(screen.getByRole('listitem', { name: 'Ada Byron', hidden: true })).toBeInTheDocument();
  });

  it('rejects from the full list of applications', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const all = makePendingEngineers(7);
    const { rejections } = stubAdmin({
      'GET /api/admin/stats': () => jsonResponse(200, makeStats({ pendingEngineers: { count: 7, first: all.slice(0, 5) } })),
      'GET /api/admin/pending-engineers': (request) => {
        const params = new URL(request.url).searchParams;
        return jsonResponse(200, pageOf(all, Number(params.get('page')), Number(params.get('pageSize'))));
      },
      'POST /api/admin/engineers/107/reject': () => jsonResponse(200, { ...makePublicProfile(107), applicationStatus: 'rejected' }),
    });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'View All Applications (7)' }));
    const applications = await screen.findByRole('dialog', { name: 'All Pending Applications' });
    const last = await within(applications).findByRole('listitem', { name: 'Engineer Number107' });
    await user.click(within(last).getByRole('button', { name: 'Reject Engineer Number107' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Application' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Incomplete profile');
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));

    expect(await screen.findByText(`${isolateText('Engineer Number107')} will see your reason on their dashboard.`, TOAST)).toBeInTheDocument();
    expect(rejections()).toHaveLength(1);
    await waitFor(() => expect(within(applications).queryByRole('listitem', { name: 'Engineer Number107' })).not.toBeInTheDocument());
    expect(within(within(applications).getByRole('list', { name: 'All pending applications' })).getAllByRole('listitem')).toHaveLength(6);
  });
});
