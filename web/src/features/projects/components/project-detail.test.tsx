import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { VerificationStanding } from '@/components/shared/verification-path';
import { resetToasts } from '@/components/ui/toast/toast-store';
import { ProjectPaymentsCard, usePaidStages } from '@/features/billing';
import { makeProjectPayments } from '@/features/billing/testing/fixtures';
import { MessageCount, ProjectChat } from '@/features/messaging';
import { api } from '@/lib/api-client';
import { realtime, useLiveCache } from '@/lib/realtime';
import { milestoneChangeTags } from '@/lib/shared-tags';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import {
  clientViewer,
  engineerParty,
  engineerViewer,
  makeAssignedProject,
  makeBid,
  makeFileVersion,
  makeMilestones,
  makeProject,
  makeProjectFiles,
  makeSubmission,
} from '../testing/fixtures';
import type { Bid, Project, Viewer } from '../types';
import { PaidStagesContext } from './milestones/paid-stages';
import { ProjectDetailPage } from './project-detail';

const TOAST = { selector: '[data-testid="toast"] *' };

/** What the signed-in app mounts with the session: frames invalidate the cached answers they make stale. */
function LiveCache() {
  useLiveCache();
  return null;
}

function renderProject(viewer: Viewer, { engineerVerified = true, id = 42, engineerStanding }: { engineerVerified?: boolean; id?: number; engineerStanding?: VerificationStanding } = {}) {
  const page = <ProjectDetailPage projectId={id} viewer={viewer} engineerVerified={engineerVerified} engineerStanding={engineerStanding} messaging={{ MessageCount, ProjectChat }} />;
  return renderWithRouter(
    [
      {
        path: '/project/:id',
        element: (
          <>
            <LiveCache />
            {page}
          </>
        ),
      },
    ],
    { initialEntries: [`/project/${id}`] },
  );
}

describe('/project/{id}', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it("shows 'Project Not Found' on 404", async () => {
    stubApi({ 'GET /api/projects/9': () => jsonResponse(404, { message: 'Project not found', code: 'not_found' }) });
    renderProject(clientViewer, { id: 9 });
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The project you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it('shows the header with 25 % progress, the tabs and the side cards', async () => {
    stubApi({
      'GET /api/projects/42': () => jsonResponse(200, makeProject({ bidCount: 2 })),
      'GET /api/projects/42/bids': () => jsonResponse(200, []),
      'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles([])),
    });
    renderProject(clientViewer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shaker kitchen with island' })).toBeInTheDocument();
    expect(screen.getByText('Posted', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Project progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bids (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Messages (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Project Client' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Project Activity' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Deliverables' })).toHaveTextContent('CNC Files (DXF)Cut Lists');

    await userEvent.click(screen.getByRole('tab', { name: 'Messages (0)' }));
    expect(screen.getByText('Messages will be available once the project is assigned to an engineer.')).toBeInTheDocument();
    // The client shares reference files from the start; milestones come once a bid is accepted.
    expect(screen.queryByRole('region', { name: 'Milestones' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Files' }));
    expect(await screen.findByRole('heading', { name: 'Upload files' })).toBeInTheDocument();
    expect(screen.getByText('No files shared yet.')).toBeInTheDocument();
  });

  it('lets the client accept a pending bid, then shows the project in progress', async () => {
    let project: Project = makeProject({ bidCount: 1 });
    let bids: Bid[] = [makeBid()];
    const accepted: string[] = [];
    stubApi({
      'GET /api/projects/42': () => jsonResponse(200, project),
      'GET /api/projects/42/bids': () => jsonResponse(200, bids),
      'POST /api/bids/5/accept': (request) => {
        accepted.push(request.url);
        bids = [makeBid({ status: 'accepted' })];
        project = makeProject({ bidCount: 1, status: 'in_progress', assignedEngineerId: 12, assignedEngineer: engineerParty, finalAmount: '3200.00' });
        return jsonResponse(200, { bid: bids[0], project });
      },
    });
    renderProject(clientViewer);
    const bid = await screen.findByRole('article', { name: 'Bid from Ada Byron' });
    expect(within(bid).getByText('$3,200.00')).toBeInTheDocument();
    expect(within(bid).getByText('Pending')).toBeInTheDocument();
    await userEvent.click(within(bid).getByRole('button', { name: 'Accept bid from Ada Byron' }));

    // First the amount and the three stages billing will ask for (50 / 30 / 20 %, adding up to the bid).
    const confirm = screen.getByRole('dialog', { name: 'Accept the bid of $3,200.00?' });
    expect(within(confirm).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Down payment (50%) before the work starts$1,600.00',
      'Design approval (30%) once the design is delivered$960.00',
      'Final delivery (20%) for the final files$640.00',
    ]);
    expect(accepted).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Accept bid' }));

    expect(await screen.findByText('Bid accepted!', TOAST)).toBeInTheDocument();
    expect(screen.getByText('The project has been assigned to the engineer.', TOAST)).toBeInTheDocument();
    expect(await screen.findByText('75%')).toBeInTheDocument();
    expect(accepted).toHaveLength(1);
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept bid/ })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Project activity' })).toHaveTextContent('Assigned to Ada Byron for $3,200.00');
    // Nothing is paid yet: 'Mark completed' waits for the final delivery.
    expect(screen.queryByRole('button', { name: 'Mark completed' })).not.toBeInTheDocument();
  });

  it("toasts 'Failed to accept bid' with the server message", async () => {
    stubApi({
      'GET /api/projects/42': () => jsonResponse(200, makeProject({ bidCount: 1 })),
      'GET /api/projects/42/bids': () => jsonResponse(200, [makeBid()]),
      'POST /api/bids/5/accept': () => jsonResponse(409, { message: 'This bid can no longer be accepted', code: 'conflict' }),
    });
    renderProject(clientViewer);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept bid from Ada Byron' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept bid' }));
    expect(await screen.findByText('Failed to accept bid', TOAST)).toBeInTheDocument();
    expect(screen.getByText('409: This bid can no longer be accepted', TOAST)).toBeInTheDocument();
  });

  it('shows no accept button to another client and does not ask for the bids', async () => {
    const { calls } = stubApi({ 'GET /api/projects/42': () => jsonResponse(200, makeProject({ bidCount: 1 })) });
    renderProject({ ...clientViewer, id: 99 });
    expect(await screen.findByText(/Bids are visible to the project's client/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel project' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Files' }));
    expect(screen.getByText(/up to 10MB each: CAD files, images and PDFs/)).toBeInTheDocument();
    expect(screen.getByText(/Project files are visible only to the project's participants/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Project files' })).not.toBeInTheDocument();
    // The project and its client's branding (white-label), never the bids.
    expect(calls.map((request) => new URL(request.url).pathname).sort()).toEqual(['/api/branding/7', '/api/projects/42']);
  });

  it("validates the bid form, submits the bid and switches to 'Bid Submitted'", async () => {
    let bids: Bid[] = [];
    let sent: Record<string, unknown> = {};
    stubApi({
      'GET /api/projects/42': () => jsonResponse(200, makeProject({ bidCount: bids.length })),
      'GET /api/projects/42/bids': () => jsonResponse(200, bids),
      'POST /api/bids': async (request) => {
        sent = (await request.json()) as Record<string, unknown>;
        bids = [makeBid({ amount: '2750.00' })];
        return jsonResponse(201, bids[0]);
      },
    });
    renderProject(engineerViewer);
    const form = await screen.findByRole('form', { name: 'Submit a bid' });

    await userEvent.type(within(form).getByLabelText('Bid amount (USD)'), '2750');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Bid' }));
    expect(await screen.findByText('Please fill in all fields', TOAST)).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Delivery timeline'), '3 weeks');
    await userEvent.type(within(form).getByLabelText('Proposal'), 'Cabinet Vision model and DXF nests.');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Bid' }));

    expect(await screen.findByText('Bid submitted successfully!', TOAST)).toBeInTheDocument();
    expect(screen.getByText('The client will review your proposal.', TOAST)).toBeInTheDocument();
    expect(sent).toEqual({ projectId: 42, amount: 2750, proposal: 'Cabinet Vision model and DXF nests.', timeline: '3 weeks' });
    expect(await screen.findByRole('heading', { name: 'Bid Submitted' })).toBeInTheDocument();
    expect(screen.getByText("You've already submitted a bid for this project.")).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Submit a bid' })).not.toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Bids (1)' })).toBeInTheDocument();
  });

  it('shows the $5.00 minimum and refuses a smaller bid before sending it, in the server\'s words', async () => {
    let posted = false;
    stubApi({
      'GET /api/projects/42': () => jsonResponse(200, makeProject()),
      'GET /api/projects/42/bids': () => jsonResponse(200, []),
      'POST /api/bids': () => {
        posted = true;
        return jsonResponse(201, makeBid());
      },
    });
    renderProject(engineerViewer);
    const form = await screen.findByRole('form', { name: 'Submit a bid' });
    expect(within(form).getByText(/At least \$5\.00, so that every payment stage is at least \$1\./)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Bid amount (USD)'), '4.99');
    await userEvent.type(within(form).getByLabelText('Delivery timeline'), '1 week');
    await userEvent.type(within(form).getByLabelText('Proposal'), 'Quick turnaround.');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Bid' }));
    expect(await within(form).findByText('amount must be at least $5.00 so that every payment stage is at least $1')).toBeInTheDocument();
    expect(posted).toBe(false);
  });

  it("toasts 'Failed to submit bid' with the server message", async () => {
    stubApi({
      'GET /api/projects/42': () => jsonResponse(200, makeProject()),
      'GET /api/projects/42/bids': () => jsonResponse(200, []),
      'POST /api/bids': () => jsonResponse(403, { message: 'Only verified engineers can bid on projects', code: 'forbidden' }),
    });
    renderProject(engineerViewer);
    const form = await screen.findByRole('form', { name: 'Submit a bid' });
    await userEvent.type(within(form).getByLabelText('Bid amount (USD)'), '900');
    await userEvent.type(within(form).getByLabelText('Delivery timeline'), '1 week');
    await userEvent.type(within(form).getByLabelText('Proposal'), 'Quick turnaround.');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Bid' }));
    expect(await screen.findByText('Failed to submit bid', TOAST)).toBeInTheDocument();
    expect(screen.getByText('403: Only verified engineers can bid on projects', TOAST)).toBeInTheDocument();
  });

  it('asks an unverified engineer to get certified instead of showing the bid form', async () => {
    stubApi({
      'GET /api/projects/42': () => jsonResponse(200, makeProject()),
      'GET /api/projects/42/bids': () => jsonResponse(200, []),
    });
    renderProject(engineerViewer, { engineerVerified: false, engineerStanding: { isVerified: false, certificationStatus: 'pending', certificationScore: null, applicationStatus: 'pending' } });
    expect(await screen.findByRole('heading', { name: 'Get Verified to Bid' })).toBeInTheDocument();
    const path = screen.getByRole('region', { name: 'Get Verified to Bid' });
    expect(within(path).getByRole('link', { name: 'Take the Certification Test' })).toHaveAttribute('href', '/certification');
    expect(within(path).getByRole('list', { name: 'How to get verified' })).toHaveTextContent('Passing verifies you right away.');
    expect(path).toHaveTextContent('You have not taken the certification test yet.');
    expect(path).not.toHaveTextContent('under review');
    expect(screen.queryByRole('form', { name: 'Submit a bid' })).not.toBeInTheDocument();
  });

  it('keeps a long unbroken title and description inside the page and isolates their direction', async () => {
    const title = `${'T'.repeat(120)}`;
    const description = `\u202E${'https://example.com/'.repeat(15)}`;
    stubApi({
      'GET /api/projects/42': () => jsonResponse(200, makeProject({ title, description })),
      'GET /api/projects/42/bids': () => jsonResponse(200, []),
    });
    renderProject(clientViewer);
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    expect(heading).toHaveAttribute('dir', 'auto');
    expect(heading).toHaveClass('wrap-anywhere', '[unicode-bidi:isolate]');
    const text = screen.getByText(description.slice(1, 40), { exact: false });
    expect(text).toHaveAttribute('dir', 'auto');
    expect(text).toHaveClass('wrap-anywhere', '[unicode-bidi:isolate]', 'whitespace-pre-line');
  });

  it('lets the client cancel a posted project after confirming', async () => {
    let project = makeProject();
    const cancelled: string[] = [];
    stubApi({
      'GET /api/projects/42': () => jsonResponse(200, project),
      'GET /api/projects/42/bids': () => jsonResponse(200, []),
      'POST /api/projects/42/cancel': (request) => {
        cancelled.push(request.url);
        project = makeProject({ status: 'cancelled' });
        return jsonResponse(200, project);
      },
    });
    renderProject(clientViewer);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel project' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this project?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep project' }));
    expect(cancelled).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel project' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel project' }));
    expect(await screen.findByText('Project cancelled', TOAST)).toBeInTheDocument();
    expect(cancelled).toHaveLength(1);
    expect(await screen.findByText('Cancelled', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Project progress' })).not.toHaveAttribute('aria-valuenow');
    expect(screen.queryByRole('button', { name: 'Cancel project' })).not.toBeInTheDocument();
  });

  it("offers 'Mark completed' only once the final delivery is approved, saying before that what is unpaid or held", async () => {
    const project = makeProject({ status: 'in_progress', assignedEngineerId: 12, assignedEngineer: engineerParty, finalAmount: '3333.33', bidCount: 1 });
    stubApi({
      'GET /api/projects/42': () => jsonResponse(200, project),
      'GET /api/projects/42/bids': () => jsonResponse(200, [makeBid({ status: 'accepted' })]),
      'GET /api/projects/42/milestones': () => jsonResponse(200, makeMilestones({ down_payment: { state: 'approved' }, milestone: { state: 'submitted' } })),
    });
    renderProject(clientViewer);
    const manage = await screen.findByRole('list', { name: 'Money not settled' });
    expect(within(manage).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Design approval: $999.99 held in escrow',
      'Final delivery: $666.68 not paid yet',
    ]);
    expect(screen.getByText(/You can mark the project completed once you have approved the final delivery/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark completed' })).not.toBeInTheDocument();
  });

  it('lets the client mark an in-progress project completed once the final delivery is approved', async () => {
    let project = makeProject({ status: 'in_progress', assignedEngineerId: 12, assignedEngineer: engineerParty, finalAmount: '3200.00', bidCount: 1 });
    stubApi({
      'GET /api/projects/42': () => jsonResponse(200, project),
      'GET /api/projects/42/bids': () => jsonResponse(200, [makeBid({ status: 'accepted' })]),
      'GET /api/projects/42/milestones': () =>
        jsonResponse(200, makeMilestones({ down_payment: { state: 'approved' }, milestone: { state: 'approved' }, final_payment: { state: 'approved' } })),
      'POST /api/projects/42/complete': () => {
        project = { ...project, status: 'completed', completedAt: '2025-04-01T10:00:00Z' };
        return jsonResponse(200, project);
      },
    });
    renderProject(clientViewer);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark completed' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Every stage is paid and released.');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, mark completed' }));
    expect(await screen.findByText('100%')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Project activity' })).toHaveTextContent('Project completedApr 1, 2025');
  });

  it('says in the dialog, not in a toast, why the server refuses to complete the project', async () => {
    const project = makeProject({ status: 'in_progress', assignedEngineerId: 12, assignedEngineer: engineerParty, finalAmount: '3200.00', bidCount: 1 });
    const refusal = 'This project still has money in escrow or a delivery under review (Design approval: in dispute). Wait for an admin to settle the dispute first.';
    stubApi({
      'GET /api/projects/42': () => jsonResponse(200, project),
      'GET /api/projects/42/bids': () => jsonResponse(200, [makeBid({ status: 'accepted' })]),
      // The page's copy of the stages is behind the server's: the final delivery reads approved here.
      'GET /api/projects/42/milestones': () =>
        jsonResponse(200, makeMilestones({ down_payment: { state: 'approved' }, milestone: { state: 'approved' }, final_payment: { state: 'approved' } })),
      'POST /api/projects/42/complete': () => jsonResponse(409, { message: refusal, code: 'stages_open' }),
    });
    renderProject(clientViewer);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark completed' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, mark completed' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to complete project');
    expect(alert).toHaveTextContent(refusal);
    expect(alert).not.toHaveTextContent('409');
    expect(screen.queryByText('Failed to complete project', TOAST)).not.toBeInTheDocument();
    expect(screen.getByText('In Progress', { selector: 'span' })).toBeInTheDocument();

    // Closed and opened again, the dialog starts afresh.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark completed' }));
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follows a live project update: a bidder sees the project assigned and chats with the client', async () => {
    FakeWebSocket.install();
    let project = makeProject({ bidCount: 1 });
    stubApi({
      'GET /api/projects/42': () => jsonResponse(200, project),
      'GET /api/projects/42/bids': () => jsonResponse(200, [makeBid()]),
      'GET /api/projects/42/messages': () => jsonResponse(200, []),
    });
    act(() => {
      realtime.connect(engineerViewer.id);
      FakeWebSocket.latest().open();
    });
    try {
      renderProject(engineerViewer);
      expect(await screen.findByText('25%')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('tab', { name: 'Messages (0)' }));
      expect(await screen.findByRole('region', { name: 'Chat with Jane Carver' })).toBeInTheDocument();
      expect(FakeWebSocket.latest().sent).toContainEqual({ type: 'join_project', projectId: 42 });

      project = makeProject({ bidCount: 1, status: 'in_progress', assignedEngineerId: 12, assignedEngineer: engineerParty, finalAmount: '3200.00' });
      act(() => FakeWebSocket.latest().receive({ type: 'project_update', projectId: 42, message: 'Your bid was accepted.' }));
      expect(await screen.findByText('75%')).toBeInTheDocument();
    } finally {
      act(() => realtime.disconnect());
    }
  });

  it("opens the chat with the bidder whose 'Message' button the client chose", async () => {
    const grace = { id: 13, username: 'grace', firstName: 'Grace', lastName: 'Hopper', isVerified: true };
    stubApi({
      'GET /api/projects/42': () => jsonResponse(200, makeProject({ bidCount: 2 })),
      'GET /api/projects/42/bids': () => jsonResponse(200, [makeBid(), makeBid({ id: 6, engineerId: 13, engineer: grace })]),
      'GET /api/projects/42/messages': () => jsonResponse(200, []),
    });
    renderProject(clientViewer);
    await userEvent.click(await screen.findByRole('button', { name: 'Message Grace Hopper' }));
    expect(screen.getByRole('tab', { name: 'Messages (0)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Conversation with')).toHaveValue('13');
    expect(await screen.findByRole('region', { name: 'Chat with Grace Hopper' })).toBeInTheDocument();
  });

  it('shows the Payments card to the client and the assigned engineer once a bid is accepted', async () => {
    const Payments = ({ projectId }: { projectId: number }) => <p>payments of project {projectId}</p>;
    const inProgress = makeProject({ status: 'in_progress', assignedEngineerId: 12, assignedEngineer: engineerParty, finalAmount: '3200.00', bidCount: 1 });
    stubApi({
      'GET /api/projects/42': () => jsonResponse(200, inProgress),
      'GET /api/projects/42/bids': () => jsonResponse(200, [makeBid({ status: 'accepted' })]),
    });
    const renderWith = (viewer: Viewer) =>
      renderWithRouter(
        [{ path: '/project/:id', element: <ProjectDetailPage projectId={42} viewer={viewer} engineerVerified messaging={{ MessageCount, ProjectChat }} payments={Payments} /> }],
        { initialEntries: ['/project/42'] },
      );

    const client = renderWith(clientViewer);
    expect(await screen.findByText('payments of project 42')).toBeInTheDocument();
    client.unmount();

    const engineer = renderWith(engineerViewer);
    expect(await screen.findByText('payments of project 42')).toBeInTheDocument();
    engineer.unmount();

    renderWith({ ...engineerViewer, id: 98 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shaker kitchen with island' })).toBeInTheDocument();
    expect(screen.queryByText('payments of project 42')).not.toBeInTheDocument();
  });

  it('shows no Payments card before a bid is accepted', async () => {
    const Payments = () => <p>payments</p>;
    stubApi({
      'GET /api/projects/42': () => jsonResponse(200, makeProject()),
      'GET /api/projects/42/bids': () => jsonResponse(200, []),
    });
    renderWithRouter(
      [{ path: '/project/:id', element: <ProjectDetailPage projectId={42} viewer={clientViewer} engineerVerified messaging={{ MessageCount, ProjectChat }} payments={Payments} /> }],
      { initialEntries: ['/project/42'] },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Shaker kitchen with island' })).toBeInTheDocument();
    expect(screen.queryByText('payments')).not.toBeInTheDocument();
  });

  it('shows the participants the milestones, adds their timeline to Project Activity, and refreshes the payments after an approval', async () => {
    const user = userEvent.setup();
    let milestones = makeMilestones(
      { down_payment: { state: 'submitted', submittedAt: '2026-11-24T10:00:00Z', autoApproveAt: '2026-12-01T10:00:00Z', submissions: [makeSubmission()] } },
      {
        timeline: [
          { at: '2026-11-20T10:00:00Z', stage: 'down_payment', kind: 'funded', actorId: 7, text: 'Jane Carver paid the down payment' },
          { at: '2026-11-24T10:00:00Z', stage: 'down_payment', kind: 'submitted', actorId: 12, text: 'Ada Byron submitted revision 1 of the down payment' },
        ],
      },
    );
    let payments = makeProjectPayments(['paid', 'pending', 'pending']);
    const { calls } = stubApi({
      'GET /api/projects/42': () => jsonResponse(200, makeAssignedProject()),
      'GET /api/projects/42/bids': () => jsonResponse(200, [makeBid({ status: 'accepted' })]),
      'GET /api/projects/42/milestones': () => jsonResponse(200, milestones),
      'GET /api/project-payments/42': () => jsonResponse(200, payments),
      'POST /api/projects/42/milestones/down_payment/approve': () => {
        milestones = makeMilestones({ down_payment: { state: 'approved', submissions: [makeSubmission()] } }, { timeline: milestones.timeline });
        payments = makeProjectPayments(['released', 'pending', 'pending']);
        return jsonResponse(200, milestones);
      },
    });
    renderWithRouter(
      [{ path: '/project/:id', element: <ProjectDetailPage projectId={42} viewer={clientViewer} engineerVerified messaging={{ MessageCount, ProjectChat }} payments={ProjectPaymentsCard} /> }],
      { initialEntries: ['/project/42'] },
    );

    const card = await screen.findByRole('region', { name: 'Milestones' });
    expect(await within(card).findByRole('listitem', { name: 'Down payment' })).toHaveTextContent('Approves automatically on Dec 1, 2026 unless you respond');
    const activity = screen.getByRole('list', { name: 'Project activity' });
    await within(activity).findByText('Ada Byron submitted revision 1 of the down payment');
    expect(within(activity).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Project postedMar 4, 2025',
      '1 bid received',
      'Assigned to Ada Byron for $2,500.00',
      'Jane Carver paid the down paymentNov 20, 2026',
      'Ada Byron submitted revision 1 of the down paymentNov 24, 2026',
    ]);
    const payment = screen.getByRole('region', { name: 'Payments' });
    expect(await within(payment).findByText('Paid (held)')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Approve & release' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve & release' }));
    expect(await screen.findByText('Stage Approved', TOAST)).toBeInTheDocument();
    // The approval invalidates billing's payments through the shared tag.
    expect(await within(within(payment).getByRole('listitem', { name: 'Down payment' })).findByText('Released')).toBeInTheDocument();
    expect(calls.filter((request) => new URL(request.url).pathname === '/api/project-payments/42').length).toBeGreaterThanOrEqual(2);
  });

  describe('as an admin', () => {
    const adminViewer: Viewer = { id: 1, username: 'admin', firstName: '', lastName: '', role: 'admin' };
    const forbidden = () => jsonResponse(403, { message: 'Only the project\'s participants can do this', code: 'forbidden' });

    it('reads the stages and the files of a disputed project, without acting on them', async () => {
      const user = userEvent.setup();
      stubApi({
        'GET /api/projects/42': () => jsonResponse(200, makeAssignedProject()),
        'GET /api/projects/42/milestones': () =>
          jsonResponse(200, makeMilestones({ down_payment: { state: 'submitted', submittedAt: '2026-11-24T10:00:00Z', autoApproveAt: '2026-12-01T10:00:00Z', submissions: [makeSubmission()] } })),
        'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles([makeFileVersion()], { canUpload: false })),
      });
      renderProject(adminViewer);

      const card = await screen.findByRole('region', { name: 'Milestones' });
      expect(within(card).getByText(/because one of its stages is disputed/)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
      expect(await within(card).findByRole('listitem', { name: 'Down payment' })).toHaveTextContent('Approves automatically on Dec 1, 2026 unless the client responds');
      for (const name of [/Approve/, /Request changes/, /dispute/i, /Submit/]) {
        expect(within(card).queryByRole('button', { name })).not.toBeInTheDocument();
      }

      await user.click(screen.getByRole('tab', { name: 'Files' }));
      expect(await screen.findByRole('link', { name: /side-panel\.dxf/ })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Upload files' })).not.toBeInTheDocument();
    });

    it('stops showing the stages and the files once the dispute is resolved', async () => {
      const user = userEvent.setup();
      let resolved = false;
      stubApi({
        'GET /api/projects/42': () => jsonResponse(200, makeAssignedProject()),
        'GET /api/projects/42/milestones': () => (resolved ? forbidden() : jsonResponse(200, makeMilestones())),
        'GET /api/projects/42/files': () => (resolved ? forbidden() : jsonResponse(200, makeProjectFiles([makeFileVersion()], { canUpload: false }))),
      });
      const { store } = renderProject(adminViewer);
      expect(await screen.findByRole('region', { name: 'Milestones' })).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'Files' }));
      expect(await screen.findByRole('link', { name: /side-panel\.dxf/ })).toBeInTheDocument();

      // The admin resolves it (resolveDispute invalidates these tags): the answers are now 403.
      resolved = true;
      act(() => {
        store.dispatch(api.util.invalidateTags(milestoneChangeTags(42)));
      });
      expect(await screen.findByText(/Project files are visible only to the project's participants\./)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /side-panel\.dxf/ })).not.toBeInTheDocument();
      await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Milestones' })).not.toBeInTheDocument());
    });

    it('shows neither stages nor files of a project without a dispute (the server refuses them)', async () => {
      const user = userEvent.setup();
      const { calls } = stubApi({
        'GET /api/projects/42': () => jsonResponse(200, makeAssignedProject()),
        'GET /api/projects/42/milestones': forbidden,
        'GET /api/projects/42/files': forbidden,
      });
      renderProject(adminViewer);

      expect(await screen.findByRole('heading', { level: 1, name: 'Shaker kitchen with island' })).toBeInTheDocument();
      await vi.waitFor(() => expect(calls.some((request) => new URL(request.url).pathname === '/api/projects/42/milestones')).toBe(true));
      expect(screen.queryByRole('region', { name: 'Milestones' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'Files' }));
      expect(await screen.findByText(/Project files are visible only to the project's participants\./)).toBeInTheDocument();
      expect(screen.queryByText("We couldn't load the project's files")).not.toBeInTheDocument();
    });
  });
});

describe('/project/{id}: one state of a stage, kept live', () => {
  afterEach(() => {
    act(() => realtime.disconnect());
    vi.unstubAllGlobals();
    resetToasts();
  });

  function renderLive(viewer: Viewer) {
    return renderWithRouter(
      [
        {
          path: '/project/:id',
          element: (
            <>
              <LiveCache />
              <PaidStagesContext value={usePaidStages}>
                <ProjectDetailPage projectId={42} viewer={viewer} engineerVerified messaging={{ MessageCount, ProjectChat }} payments={ProjectPaymentsCard} />
              </PaidStagesContext>
            </>
          ),
        },
      ],
      { initialEntries: ['/project/42'] },
    );
  }

  it("says 'Payment received, confirming…' while billing has the down payment and the milestones do not, until a frame brings them", async () => {
    FakeWebSocket.install();
    let milestones = makeMilestones();
    stubApi({
      'GET /api/projects/42': () => jsonResponse(200, makeAssignedProject()),
      'GET /api/projects/42/bids': () => jsonResponse(200, [makeBid({ status: 'accepted' })]),
      'GET /api/projects/42/milestones': () => jsonResponse(200, milestones),
      'GET /api/project-payments/42': () => jsonResponse(200, makeProjectPayments(['paid', 'pending', 'pending'])),
    });
    act(() => {
      realtime.connect(clientViewer.id);
      FakeWebSocket.latest().open();
    });
    renderLive(clientViewer);

    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(payments).findByText('Paid (held)')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Milestones' });
    const downPayment = within(card).getByRole('listitem', { name: 'Down payment' });
    expect(await within(downPayment).findByText('Payment received, confirming…')).toBeInTheDocument();
    expect(within(downPayment).queryByText('Pending')).not.toBeInTheDocument();
    expect(within(downPayment).queryByText('Pay this stage from the Payments card to start it.')).not.toBeInTheDocument();
    expect(within(card).queryByText(/Nothing has happened yet/)).not.toBeInTheDocument();
    // The stages billing has not been paid for still wait.
    expect(within(within(card).getByRole('listitem', { name: 'Design approval' })).getByText('Pending')).toBeInTheDocument();

    milestones = makeMilestones(
      { down_payment: { state: 'funded', fundedAt: '2026-11-23T10:15:31Z' } },
      { timeline: [{ at: '2026-11-23T10:15:31Z', stage: 'down_payment', kind: 'funded', actorId: 7, text: 'Jane Carver paid the down payment' }] },
    );
    act(() => FakeWebSocket.latest().receive({ type: 'project_update', projectId: 42, changed: ['milestones'] }));
    expect(await within(downPayment).findByText('Funded')).toBeInTheDocument();
    expect(within(downPayment).queryByText('Payment received, confirming…')).not.toBeInTheDocument();
  });

  it('asks for the milestones again once, not in a loop, while they lag behind the payments', async () => {
    const { calls } = stubApi({
      'GET /api/projects/42': () => jsonResponse(200, makeAssignedProject()),
      'GET /api/projects/42/bids': () => jsonResponse(200, [makeBid({ status: 'accepted' })]),
      'GET /api/projects/42/milestones': () => jsonResponse(200, makeMilestones()),
      'GET /api/project-payments/42': () => jsonResponse(200, makeProjectPayments(['paid', 'pending', 'pending'])),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderLive(clientViewer);
      expect(await screen.findByText('Payment received, confirming…')).toBeInTheDocument();
      const milestoneCalls = () => calls.filter((request) => request.url.endsWith('/api/projects/42/milestones')).length;
      expect(milestoneCalls()).toBe(1);
      await act(async () => vi.advanceTimersByTimeAsync(3100));
      await vi.waitFor(() => expect(milestoneCalls()).toBe(2));
      await act(async () => vi.advanceTimersByTimeAsync(30_000));
      expect(milestoneCalls()).toBe(2);
      expect(screen.getByText('Payment received, confirming…')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
