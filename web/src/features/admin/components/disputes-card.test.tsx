import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { isolateText } from '@/lib/user-text';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { disputesPageOf, makeDispute, makeResolvedDispute } from '../testing/fixtures';
import type { AdminDispute } from '../types';
import { DisputesCard } from './disputes-card';

const TOAST = { selector: '[data-testid="toast"] *' };

function renderCard() {
  return renderWithRouter([{ path: '/admin', element: <DisputesCard /> }], { initialEntries: ['/admin'] });
}

/** The open dispute's list item. */
const openDispute = () => screen.getByRole('listitem', { name: 'Shaker kitchen with island: Final delivery' });

function stubDisputes(resolve: (body: Record<string, unknown>) => AdminDispute | Response) {
  let disputes: AdminDispute[] = [makeResolvedDispute(), makeDispute()];
  const sent: Array<Record<string, unknown>> = [];
  stubApi({
    'GET /api/admin/disputes': (request) => jsonResponse(200, disputesPageOf(disputes, request)),
    'POST /api/admin/disputes/5/resolve': async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      const answer = resolve(body);
      if (answer instanceof Response) return answer;
      disputes = [answer, makeResolvedDispute()];
      return jsonResponse(200, answer);
    },
  });
  return sent;
}

const resolved = (body: Record<string, unknown>) =>
  makeDispute({
    outcome: body.outcome as AdminDispute['outcome'],
    engineerPercent: (body.engineerPercent as number | undefined) ?? null,
    note: (body.note as string) || null,
    resolvedAt: '2026-11-26T10:00:00Z',
  });

describe('Disputes card', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => resetToasts());
  });

  it('lists the open disputes first with project, stage, who opened it and why; resolved ones with their outcome', async () => {
    stubDisputes(resolved);
    renderCard();
    const list = await screen.findByRole('list', { name: 'Disputes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Shaker kitchen with island: Final delivery',
      'Bathroom vanity: Design approval',
    ]);
    const open = openDispute();
    expect(within(open).getByRole('link', { name: 'Shaker kitchen with island' })).toHaveAttribute('href', '/project/41');
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(open).toHaveTextContent('Opened by Jane Carver (Client) on Nov 25, 2026');
    expect(open).toHaveTextContent('The final DXFs were never delivered.');
    expect(within(open).getByRole('button', { name: 'Resolve dispute on Shaker kitchen with island' })).toBeInTheDocument();

    const done = screen.getByRole('listitem', { name: 'Bathroom vanity: Design approval' });
    expect(within(done).getByText('Resolved')).toBeInTheDocument();
    expect(done).toHaveTextContent('Opened by Ada Byron (Engineer)');
    expect(done).toHaveTextContent('Split: engineer 60 %, client 40 %');
    expect(done).toHaveTextContent('Most of the design was delivered.');
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Disputes' })).toHaveTextContent('1 open.');
  });

  it("needs an outcome, and a split needs the engineer's percent from 1 to 99", async () => {
    const user = userEvent.setup();
    const sent = stubDisputes(resolved);
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Resolve dispute on Shaker kitchen with island' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve Dispute' });
    expect(dialog).toHaveTextContent('Shaker kitchen with island · Final delivery');

    await user.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));
    expect(within(dialog).getByText('Choose an outcome.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /^Split/ }));
    const percent = within(dialog).getByLabelText("Engineer's share (%)");
    await user.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));
    expect(within(dialog).getByText("Enter the engineer's share: a whole percent from 1 to 99.")).toBeInTheDocument();
    await user.type(percent, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));
    expect(within(dialog).getByText("Enter the engineer's share: a whole percent from 1 to 99.")).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(percent);
    await user.type(percent, '60');
    await user.type(within(dialog).getByLabelText(/Note to both parties/), 'Most of the work was delivered.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));

    expect(await screen.findByText('Dispute Resolved', TOAST)).toBeInTheDocument();
    expect(screen.getByText(`${isolateText('Shaker kitchen with island')}: Split: engineer 60 %, client 40 %.`, TOAST)).toBeInTheDocument();
    expect(sent).toEqual([{ outcome: 'split', engineerPercent: 60, note: 'Most of the work was delivered.' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(openDispute()).findByText('Resolved')).toBeInTheDocument();
    expect(within(openDispute()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('releases to the engineer without a percent, and shows a refusal in the dialog', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const sent = stubDisputes((body) => (refuse ? jsonResponse(409, { message: 'This dispute is already resolved' }) : resolved(body)));
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Resolve dispute on Shaker kitchen with island' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve Dispute' });
    await user.click(within(dialog).getByRole('radio', { name: /^Release to engineer/ }));
    expect(within(dialog).queryByLabelText("Engineer's share (%)")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));

    expect(await within(dialog).findByText('409: This dispute is already resolved')).toBeInTheDocument();
    expect(await screen.findByText('Resolve Failed', TOAST)).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));
    expect(await screen.findByText('Dispute Resolved', TOAST)).toBeInTheDocument();
    expect(sent).toEqual([
      { outcome: 'release', note: '' },
      { outcome: 'release', note: '' },
    ]);
    expect(await within(openDispute()).findByText('Released to engineer')).toBeInTheDocument();
  });

  it('refuses a note over 2,000 characters: the field shows the error and nothing is sent', async () => {
    const user = userEvent.setup();
    const sent = stubDisputes(resolved);
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Resolve dispute on Shaker kitchen with island' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve Dispute' });
    await user.click(within(dialog).getByRole('radio', { name: /^Refund to client/ }));
    const note = within(dialog).getByLabelText(/Note to both parties/);
    expect(note).not.toHaveAttribute('maxLength');
    expect(note).toHaveAccessibleDescription('0 / 2,000 characters');
    await user.click(note);
    await user.paste('n'.repeat(2001));
    // Nothing was cut.
    expect(note).toHaveValue('n'.repeat(2001));
    expect(note).toBeInvalid();

    await user.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));
    expect(within(dialog).getByText('This is 1 character too long (at most 2,000).')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(screen.queryByText('Dispute Resolved', TOAST)).not.toBeInTheDocument();

    await user.type(note, '{Backspace}');
    expect(within(dialog).queryByText(/too long/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));
    expect(await screen.findByText('Dispute Resolved', TOAST)).toBeInTheDocument();
    expect(sent).toEqual([{ outcome: 'refund', note: 'n'.repeat(2000) }]);
  });

  it('shows the project title, reason and note as isolated user text', async () => {
    stubApi({
      'GET /api/admin/disputes': () =>
        jsonResponse(
          200,
          disputesPageOf([makeResolvedDispute({ projectTitle: 'Vanity \u202Ereversed', reason: 'Reason \u202Eone\nline two', note: 'Note \u202Ehere' })]),
        ),
    });
    renderCard();
    const list = await screen.findByRole('list', { name: 'Disputes' });
    expect(within(list).getByRole('link', { name: 'Vanity \u202Ereversed' }).firstElementChild).toHaveAttribute('dir', 'auto');
    const reason = within(list).getByText(/Reason/);
    expect(reason).toHaveAttribute('dir', 'auto');
    expect(reason).toHaveClass('whitespace-pre-line');
    expect(within(list).getByText('Note \u202Ehere')).toHaveAttribute('dir', 'auto');
  });

  it('shows five disputes a page, with the open count of them all and a pager that reaches every dispute', async () => {
    const user = userEvent.setup();
    // 8 disputes as the server orders them: 6 open (newest first), then 2 resolved.
    const open = [16, 15, 14, 13, 12, 11].map((id) => makeDispute({ id, projectTitle: `Project ${id}` }));
    const done = [10, 9].map((id) => makeResolvedDispute({ id, projectTitle: `Project ${id}` }));
    const { calls } = stubApi({ 'GET /api/admin/disputes': (request) => jsonResponse(200, disputesPageOf([...open, ...done], request)) });
    renderCard();
    const titles = async () =>
      within(await screen.findByRole('list', { name: 'Disputes' }))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label'));

    expect(await titles()).toEqual([16, 15, 14, 13, 12].map((id) => `Project ${id}: Final delivery`));
    const region = screen.getByRole('region', { name: 'Disputes' });
    expect(region).toHaveTextContent('6 open. Release the held money to the engineer, refund it to the client or split it.');
    const pager = within(region).getByRole('navigation', { name: 'Disputes pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(pager).findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(async () => expect(await titles()).toEqual(['Project 11: Final delivery', 'Project 10: Design approval', 'Project 9: Design approval']));
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(region).toHaveTextContent('6 open.');

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await within(pager).findByText('Page 1 of 2')).toBeInTheDocument();
    const asked = calls.map((request) => new URL(request.url).search);
    expect(asked).toEqual(['?page=1&pageSize=5', '?page=2&pageSize=5']);
  });

  it('resolving the last open dispute of the last page keeps the card on that page, which then lists it resolved', async () => {
    const user = userEvent.setup();
    let disputes = [10, 9, 8, 7, 6, 5].map((id) => makeDispute({ id, projectTitle: `Project ${id}` }));
    stubApi({
      'GET /api/admin/disputes': (request) => jsonResponse(200, disputesPageOf(disputes, request)),
      'POST /api/admin/disputes/5/resolve': () => {
        const decided = resolved({ outcome: 'refund', note: '' });
        disputes = [...disputes.filter(({ id }) => id !== 5), { ...decided, projectTitle: 'Project 5' }];
        return jsonResponse(200, decided);
      },
    });
    renderCard();
    const pager = await screen.findByRole('navigation', { name: 'Disputes pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Resolve dispute on Project 5' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve Dispute' });
    await user.click(within(dialog).getByRole('radio', { name: /^Refund to client/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));

    expect(await screen.findByText('Dispute Resolved', TOAST)).toBeInTheDocument();
    // The toast comes with the answer to the resolve; the list asked for again comes a moment later.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Disputes' })).toHaveTextContent('5 open.'));
    const item = screen.getByRole('listitem', { name: 'Project 5: Final delivery' });
    expect(await within(item).findByText('Refunded to client')).toBeInTheDocument();
    expect(pager).toHaveTextContent('Page 2 of 2');
  });

  it('says when there are no disputes', async () => {
    stubApi({ 'GET /api/admin/disputes': () => jsonResponse(200, disputesPageOf([])) });
    renderCard();
    expect(await screen.findByText('No disputes')).toBeInTheDocument();
  });
});
