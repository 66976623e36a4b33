import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import {
  makeAssignedProject,
  makeFailingPreflight,
  makeFileVersion,
  makeMilestones,
  makePreflight,
  makeProjectFiles,
  makeSubmission,
  sha256Of,
} from '../../testing/fixtures';
import type { ProjectMilestones } from '../../types';
import type { MilestoneRole } from '../../utils/milestones';
import { MilestonesCard } from './milestones-card';

const TOAST = { selector: '[data-testid="toast"] *' };

type Handlers = Parameters<typeof stubApi>[0];

function stubMilestones(document: ProjectMilestones | (() => ProjectMilestones), handlers: Handlers = {}) {
  return stubApi({
    'GET /api/projects/42/milestones': () => jsonResponse(200, typeof document === 'function' ? document() : document),
    ...handlers,
  });
}

function renderCard(role: MilestoneRole) {
  return renderWithRouter([{ path: '/project/:id', element: <MilestonesCard project={makeAssignedProject()} role={role} /> }], { initialEntries: ['/project/42'] });
}

const stage = (name: string) => screen.getByRole('listitem', { name });
const buttonsOf = (name: string) => within(stage(name)).queryAllByRole('button').map((button) => button.textContent?.trim());

/** The down payment approved after one revision, the design approval submitted once already sent back. */
function reviewInProgress(): ProjectMilestones {
  return makeMilestones(
    {
      down_payment: {
        state: 'approved',
        approvedAt: '2026-11-20T10:00:00Z',
        submissions: [makeSubmission({ revision: 1, note: 'Carcass drawings.', submittedAt: '2026-11-18T10:00:00Z' })],
      },
      milestone: {
        state: 'submitted',
        revisionsUsed: 1,
        submittedAt: '2026-11-24T10:00:00Z',
        autoApproveAt: '2026-12-01T10:00:00Z',
        submissions: [
          makeSubmission({ revision: 1, submittedAt: '2026-11-21T10:00:00Z', changesRequested: { note: 'Narrower drawer fronts, please.', requestedAt: '2026-11-22T10:00:00Z' } }),
          makeSubmission({
            revision: 2,
            note: 'Fronts narrowed by 3 mm.',
            submittedAt: '2026-11-24T10:00:00Z',
            files: [
              { id: 21, name: 'fronts.dxf', version: 3, sha256: sha256Of(21) },
              { id: 15, name: 'kitchen-cut-list.csv', version: 1, sha256: sha256Of(15) },
            ],
          }),
        ],
      },
    },
    {
      timeline: [
        { at: '2026-11-17T10:00:00Z', stage: 'down_payment', kind: 'funded', actorId: 7, text: 'Jane Carver paid the down payment' },
        { at: '2026-11-20T10:00:00Z', stage: 'down_payment', kind: 'approved', actorId: 7, text: 'Jane Carver approved the down payment' },
      ],
    },
  );
}

describe('Milestones card', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => resetToasts());
  });

  it('shows the three stages as a timeline with their states, revisions, submissions and the events', async () => {
    stubMilestones(reviewInProgress());
    renderCard('client');

    const stages = await screen.findByRole('list', { name: 'Milestone stages' });
    expect(within(stages).getAllByRole('listitem').filter((item) => item.parentElement === stages).map((item) => item.getAttribute('aria-label'))).toEqual([
      'Down payment',
      'Design approval',
      'Final delivery',
    ]);
    expect(within(stage('Down payment')).getByText('Approved')).toBeInTheDocument();
    expect(within(stage('Design approval')).getByText('Submitted')).toBeInTheDocument();
    expect(within(stage('Final delivery')).getByText('Pending')).toBeInTheDocument();
    expect(stage('Design approval')).toHaveTextContent('Revision requests: 1 of 3');
    expect(stage('Design approval')).toHaveTextContent('Approves automatically on Dec 1, 2026 unless you respond');

    // Newest submission first, each with its frozen files.
    const submissions = within(stage('Design approval')).getByRole('list', { name: 'Submissions of the design approval' });
    const [second, first] = within(submissions).getAllByRole('listitem').filter((item) => item.parentElement === submissions);
    expect(second).toHaveTextContent('Revision 2');
    expect(second).toHaveTextContent('Fronts narrowed by 3 mm.');
    const files = within(second!).getByRole('list', { name: 'Files of revision 2' });
    expect(within(files).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `fronts.dxfv3${sha256Of(21).slice(0, 12)}…`,
      `kitchen-cut-list.csvv1${sha256Of(15).slice(0, 12)}…`,
    ]);
    expect(first).toHaveTextContent('Changes requested on Nov 22, 2026Narrower drawer fronts, please.');

    const timeline = screen.getByRole('list', { name: 'Milestone timeline' });
    expect(within(timeline).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Jane Carver paid the down payment'),
      expect.stringContaining('Jane Carver approved the down payment'),
    ]);
  });

  it('offers each role what it may do in each state', async () => {
    stubMilestones(reviewInProgress());
    const client = renderCard('client');
    await screen.findByRole('list', { name: 'Milestone stages' });
    expect(buttonsOf('Down payment')).toEqual([]);
    expect(buttonsOf('Design approval')).toEqual(['Approve & release', 'Request changes', 'Open a dispute']);
    expect(buttonsOf('Final delivery')).toEqual([]);
    expect(stage('Final delivery')).toHaveTextContent('Pay this stage from the Payments card to start it.');
    client.unmount();

    renderCard('engineer');
    await screen.findByRole('list', { name: 'Milestone stages' });
    expect(buttonsOf('Design approval')).toEqual(['Open a dispute']);
    expect(stage('Design approval')).toHaveTextContent('Approves automatically on Dec 1, 2026 unless the client responds');
    expect(stage('Final delivery')).toHaveTextContent('Starts once the client pays this stage.');
  });

  it('lets the engineer submit a funded stage once the one before is approved', async () => {
    stubMilestones(makeMilestones({ down_payment: { state: 'approved' }, milestone: { state: 'funded' }, final_payment: { state: 'funded' } }));
    const engineer = renderCard('engineer');
    await screen.findByRole('list', { name: 'Milestone stages' });
    expect(buttonsOf('Design approval')).toEqual(['Submit for review', 'Open a dispute']);
    expect(buttonsOf('Final delivery')).toEqual(['Open a dispute']);
    expect(stage('Final delivery')).toHaveTextContent('You can submit once the design approval is approved.');
    engineer.unmount();

    renderCard('client');
    await screen.findByRole('list', { name: 'Milestone stages' });
    expect(buttonsOf('Design approval')).toEqual(['Open a dispute']);
  });

  it("disables the request at 3 revisions and reads 'Maximum Revisions Reached'", async () => {
    stubMilestones(makeMilestones({ down_payment: { state: 'submitted', revisionsUsed: 3, submissions: [makeSubmission({ revision: 4 })] } }));
    renderCard('client');
    await screen.findByRole('list', { name: 'Milestone stages' });
    expect(stage('Down payment')).toHaveTextContent('Revision requests: 3 of 3');
    expect(within(stage('Down payment')).getByRole('button', { name: 'Maximum Revisions Reached' })).toBeDisabled();
    expect(within(stage('Down payment')).queryByRole('button', { name: 'Request changes' })).not.toBeInTheDocument();
    expect(within(stage('Down payment')).getByRole('button', { name: 'Approve & release' })).toBeEnabled();
  });

  it('asks for changes with a required note, then refreshes the stages', async () => {
    const user = userEvent.setup();
    let document = makeMilestones({ down_payment: { state: 'submitted', revisionsUsed: 2, submissions: [makeSubmission()] } });
    const sent: unknown[] = [];
    const { calls } = stubMilestones(() => document, {
      'POST /api/projects/42/milestones/down_payment/request-changes': async (request) => {
        sent.push(await request.json());
        document = makeMilestones({ down_payment: { state: 'changes_requested', revisionsUsed: 3, submissions: [makeSubmission()] } });
        return jsonResponse(200, document);
      },
    });
    renderCard('client');
    await user.click(await within(await screen.findByRole('listitem', { name: 'Down payment' })).findByRole('button', { name: 'Request changes' }));
    const dialog = screen.getByRole('dialog', { name: 'Request changes to the down payment' });
    expect(dialog).toHaveTextContent('This is your last revision request for this stage.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Please say what needs to change.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('What needs to change'), '  Move the hinge holes to 22 mm.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Changes Requested', TOAST)).toBeInTheDocument();
    expect(sent).toEqual([{ note: 'Move the hinge holes to 22 mm.' }]);
    expect(await within(stage('Down payment')).findByText('Changes requested')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((request) => new URL(request.url).pathname === '/api/projects/42/milestones')).toHaveLength(2);
  });

  it("approves a submitted stage after a confirm that the stage's money goes to the engineer", async () => {
    const user = userEvent.setup();
    let document = makeMilestones({ down_payment: { state: 'submitted', submissions: [makeSubmission()] } });
    const approved: string[] = [];
    stubMilestones(() => document, {
      'POST /api/projects/42/milestones/down_payment/approve': (request) => {
        approved.push(request.url);
        document = makeMilestones({ down_payment: { state: 'approved', submissions: [makeSubmission()] } });
        return jsonResponse(200, document);
      },
    });
    renderCard('client');
    await user.click(await screen.findByRole('button', { name: 'Approve & release' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the down payment?' });
    expect(dialog).toHaveTextContent('The money held in escrow for this stage goes to the engineer.');
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(approved).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Approve & release' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve & release' }));
    expect(await screen.findByText('Stage Approved', TOAST)).toBeInTheDocument();
    expect(approved).toHaveLength(1);
    expect(await within(stage('Down payment')).findByText('Approved')).toBeInTheDocument();
    expect(buttonsOf('Down payment')).toEqual([]);
  });

  it('submits the chosen latest versions with a note, and shows the 409 of a failing DXF in the dialog', async () => {
    const user = userEvent.setup();
    const files = [
      makeFileVersion({ id: 12, name: 'side-panel.dxf', version: 2, preflight: makeFailingPreflight() }),
      makeFileVersion({ id: 11, name: 'side-panel.dxf', version: 1 }),
      makeFileVersion({ id: 15, name: 'kitchen-cut-list.csv' }),
    ];
    const sent: unknown[] = [];
    stubMilestones(makeMilestones({ down_payment: { state: 'approved' }, milestone: { state: 'approved' }, final_payment: { state: 'funded' } }), {
      'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles(files)),
      'POST /api/projects/42/milestones/final_payment/submit': async (request) => {
        sent.push(await request.json());
        return jsonResponse(409, { message: 'The final delivery has a DXF that fails preflight: side-panel.dxf' });
      },
    });
    renderCard('engineer');
    await user.click(await within(await screen.findByRole('listitem', { name: 'Final delivery' })).findByRole('button', { name: 'Submit for review' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit the final delivery for review' });
    const form = await within(dialog).findByRole('form', { name: 'Submit for review' });

    // Only the latest versions, each DXF with its preflight badge.
    const choices = within(form).getAllByRole('checkbox');
    expect(choices).toHaveLength(2);
    const side = within(form).getByRole('checkbox', { name: /side-panel\.dxf v2/ });
    expect(side).toHaveAccessibleName(expect.stringContaining('Failed · 2 errors, 1 warning'));
    expect(within(form).queryByRole('checkbox', { name: /side-panel\.dxf v1/ })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));
    expect(within(form).getByText('Choose at least one file to submit.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(side);
    await user.click(within(form).getByRole('checkbox', { name: /kitchen-cut-list\.csv v1/ }));
    await user.type(within(form).getByLabelText(/Note to the client/), 'Final DXFs and the cut list.');
    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));

    expect(await within(dialog).findByText('409: The final delivery has a DXF that fails preflight: side-panel.dxf')).toBeInTheDocument();
    expect(sent).toEqual([{ fileIds: [12, 15], note: 'Final DXFs and the cut list.' }]);
    expect(screen.getByRole('dialog', { name: 'Submit the final delivery for review' })).toBeInTheDocument();
    expect(await screen.findByText('Submission Failed', TOAST)).toBeInTheDocument();
  });

  it('shows per chosen file its preflight, the parts found and the sheets needed', async () => {
    const user = userEvent.setup();
    const nesting = {
      ...{ sheetWidthMm: 1220, sheetLengthMm: 2440, kerfMm: 4, grain: false, parts: 14, sheets: 3, lowerBound: 3 },
      ...{ utilisation: 0.81, approximate: false, unfit: 0, groups: [] },
    };
    const files = [
      makeFileVersion({ id: 12, name: 'carcass.dxf', preflight: makePreflight({ partCount: 14, nesting }) }),
      makeFileVersion({ id: 13, name: 'side-panel.dxf', preflight: makeFailingPreflight({ partCount: 2 }) }),
      makeFileVersion({ id: 15, name: 'kitchen-cut-list.csv' }),
    ];
    const approved = { state: 'approved' } as const;
    const stages = makeMilestones({ down_payment: approved, milestone: approved, final_payment: { state: 'funded' } });
    stubMilestones(stages, { 'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles(files)) });
    renderCard('engineer');
    const finalStage = await screen.findByRole('listitem', { name: 'Final delivery' });
    await user.click(await within(finalStage).findByRole('button', { name: 'Submit for review' }));
    const form = await within(screen.getByRole('dialog')).findByRole('form', { name: 'Submit for review' });
    expect(within(form).queryAllByRole('note')).toHaveLength(0);

    for (const name of [/carcass\.dxf/, /side-panel\.dxf/, /kitchen-cut-list\.csv/]) {
      await user.click(within(form).getByRole('checkbox', { name }));
    }
    expect(within(form).getByRole('note', { name: 'Check of carcass.dxf v1' })).toHaveTextContent(
      'Preflight passed · 14 parts found · 3 sheets of 1220 × 2440 needed',
    );
    expect(within(form).getByRole('note', { name: 'Check of side-panel.dxf v1' })).toHaveTextContent(
      'Preflight failed (1 open contour) · 2 parts found',
    );
    // A cut list has no preflight.
    expect(within(form).getAllByRole('note')).toHaveLength(2);
  });

  it('shows the client the delivery check in one line before approving', async () => {
    const verdict = '1 of 2 drawings fails the preflight: side-panel.dxf has 1 open contour';
    const carcass = { id: 12, name: 'carcass.dxf', version: 1, sha256: sha256Of(12), preflightStatus: 'pass' as const };
    const side = { id: 13, name: 'side-panel.dxf', version: 2, sha256: sha256Of(13), preflightStatus: 'fail' as const };
    const submission = makeSubmission({
      verdict,
      files: [
        { ...carcass, partCount: 14, sheets: 3, utilisation: 0.81, openContours: 0, fitsSheet: true },
        { ...side, partCount: 2, sheets: 1, utilisation: 0.2, openContours: 1, fitsSheet: true },
      ],
    });
    const finalSubmitted = { state: 'submitted' as const, submissions: [submission] };
    const approved = { state: 'approved' } as const;
    stubMilestones(makeMilestones({ down_payment: approved, milestone: approved, final_payment: finalSubmitted }));
    renderCard('client');
    const finalStage = await screen.findByRole('listitem', { name: 'Final delivery' });
    const check = await within(finalStage).findByRole('note', { name: 'Delivery check of revision 1' });
    expect(check).toHaveTextContent(`Delivery check: ${verdict}`);
    expect(within(stage('Final delivery')).getByRole('button', { name: 'Approve & release' })).toBeInTheDocument();
  });

  it('says nothing of a delivery check when no file was preflighted', async () => {
    const submission = makeSubmission({
      verdict: 'No DXF drawings in this delivery: nothing for the preflight to check',
      files: [{ id: 15, name: 'plan.pdf', version: 1, sha256: sha256Of(15), preflightStatus: null }],
    });
    stubMilestones(makeMilestones({ down_payment: { state: 'submitted', submissions: [submission] } }));
    renderCard('client');
    await screen.findByRole('list', { name: 'Submissions of the down payment' });
    expect(screen.queryByRole('note', { name: /Delivery check/ })).not.toBeInTheDocument();
  });

  it('requires a reason of at most 2000 characters to open a dispute', async () => {
    const user = userEvent.setup();
    let document = makeMilestones({ down_payment: { state: 'funded' } });
    const sent: unknown[] = [];
    stubMilestones(() => document, {
      'POST /api/projects/42/milestones/down_payment/dispute': async (request) => {
        sent.push(await request.json());
        document = makeMilestones({
          down_payment: {
            state: 'disputed',
            dispute: { id: 5, openedBy: 12, reason: 'No files after 3 weeks.', openedAt: '2026-11-25T10:00:00Z', outcome: null, engineerPercent: null, note: null, resolvedAt: null },
          },
        });
        return jsonResponse(200, document);
      },
    });
    renderCard('client');
    await user.click(await screen.findByRole('button', { name: 'Open a dispute' }));
    const dialog = screen.getByRole('dialog', { name: 'Open a dispute on the down payment' });
    const reason = within(dialog).getByLabelText('Reason for the dispute');
    expect(reason).not.toHaveAttribute('maxlength');
    expect(reason).toBeRequired();
    expect(within(dialog).getByText('0 / 2,000')).toBeInTheDocument();

    // Past the limit the text is kept, shown as an error and not sent.
    await user.click(reason);
    await user.paste('x'.repeat(2001));
    expect(within(dialog).getByText('2,001 / 2,000')).toBeInTheDocument();
    expect(within(dialog).getByText('This is 1 character too long (at most 2,000).')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(sent).toHaveLength(0);
    await user.clear(reason);

    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(within(dialog).getByText('Please give a reason for the dispute.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, 'No files after 3 weeks.');
    expect(within(dialog).getByText('23 / 2,000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(await screen.findByText('Dispute Opened', TOAST)).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'No files after 3 weeks.' }]);
    expect(await within(stage('Down payment')).findByText('Disputed')).toBeInTheDocument();
    expect(stage('Down payment')).toHaveTextContent('Disputed by the engineer on Nov 25, 2026No files after 3 weeks.An admin will review this dispute.');
    expect(buttonsOf('Down payment')).toEqual([]);
  });

  it("shows a resolved dispute's outcome and the admin's note", async () => {
    stubMilestones(
      makeMilestones({
        down_payment: {
          state: 'resolved',
          dispute: {
            id: 5,
            openedBy: 7,
            reason: 'The drawings were late.',
            openedAt: '2026-11-25T10:00:00Z',
            outcome: 'split',
            engineerPercent: 60,
            note: 'Most of the work was delivered.',
            resolvedAt: '2026-11-27T10:00:00Z',
          },
        },
      }),
    );
    renderCard('engineer');
    await screen.findByRole('list', { name: 'Milestone stages' });
    expect(within(stage('Down payment')).getByText('Resolved')).toBeInTheDocument();
    expect(stage('Down payment')).toHaveTextContent('Disputed by the client');
    expect(stage('Down payment')).toHaveTextContent('Outcome: Split: engineer 60 %, client 40 %');
    expect(stage('Down payment')).toHaveTextContent("Admin's note: Most of the work was delivered.");
    expect(stage('Down payment')).not.toHaveTextContent('An admin will review this dispute');
  });
});
