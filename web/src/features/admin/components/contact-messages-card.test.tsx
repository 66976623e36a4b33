import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { pageParams, pageSlice } from '../testing/fixtures';
import type { ContactMessage, ContactMessages } from '../types/contact-messages';
import { ContactMessagesCard } from './contact-messages-card';

const TOAST = { selector: '[data-testid="toast"] *' };

function makeContactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: 1,
    name: 'Jane Carver',
    email: 'jane@example.com',
    company: 'Oak & Co',
    subject: 'Quote for a kitchen',
    message: 'Hello,\n  we need CNC files for 14 cabinets.',
    inquiryType: 'general',
    userId: null,
    createdAt: '2026-11-24T10:00:00Z',
    handledAt: null,
    handledBy: null,
    priority: false,
    ...overrides,
  };
}

const older = makeContactMessage();
const newer = makeContactMessage({
  id: 2,
  name: 'Ada Byron',
  email: 'ada@example.com',
  company: null,
  subject: 'Verification status',
  message: 'Averyveryveryveryveryveryveryveryveryveryveryveryveryveryverylongword',
  inquiryType: 'verification',
  userId: 12,
  createdAt: '2026-11-25T09:30:00Z',
});

/** The page the request asks for out of `all` (in the server's order, newest first). */
function answer(all: readonly ContactMessage[], openCount: number, request: Request): ContactMessages {
  const { items, ...info } = pageSlice(all, pageParams(request));
  return { messages: items, openCount, ...info };
}

/** `count` open messages, ids 1 to count, the newest first. */
function makeOpenMessages(count: number): ContactMessage[] {
  return Array.from({ length: count }, (_, index) => {
    const id = count - index;
    return makeContactMessage({ id, subject: `Question ${id}`, createdAt: `2026-11-${String(id).padStart(2, '0')}T10:00:00Z` });
  });
}

function renderCard() {
  return renderWithRouter([{ path: '/admin', element: <ContactMessagesCard /> }], { initialEntries: ['/admin'] });
}

/** A server with open and handled messages; marking moves a message to handled (or answers `refuse`). */
function stubMessages(refuse?: Response) {
  let open = [newer, older];
  let handled: ContactMessage[] = [];
  const { calls } = stubApi({
    'GET /api/admin/contact-messages': (request) => {
      const status = new URL(request.url).searchParams.get('status');
      return jsonResponse(200, answer(status === 'handled' ? handled : open, open.length, request));
    },
    'POST /api/admin/contact-messages/2/handled': () => {
      if (refuse) return refuse;
      const done = { ...newer, handledAt: '2026-11-25T11:00:00Z', handledBy: 1 };
      open = open.filter(({ id }) => id !== 2);
      handled = [done, ...handled];
      return jsonResponse(200, done);
    },
  });
  const listCalls = (status: string) =>
    calls.filter((request) => request.method === 'GET' && new URL(request.url).searchParams.get('status') === status).length;
  return { calls, listCalls };
}

describe('Contact messages card', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => resetToasts());
  });

  it('lists the open messages newest first with sender, e-mail link, company, type, subject, text and time', async () => {
    stubMessages();
    renderCard();
    const list = await screen.findByRole('list', { name: 'Open contact messages' });
    expect(within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Verification status from Ada Byron',
      'Quote for a kitchen from Jane Carver',
    ]);
    const item = screen.getByRole('listitem', { name: 'Quote for a kitchen from Jane Carver' });
    expect(within(item).getByRole('heading', { level: 3, name: 'Quote for a kitchen' })).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'jane@example.com' })).toHaveAttribute('href', 'mailto:jane@example.com');
    expect(item).toHaveTextContent('Oak & Co');
    expect(item).toHaveTextContent('General Inquiry');
    expect(within(item).getByText(/we need CNC files/)).toHaveClass('whitespace-pre-wrap', 'wrap-anywhere');
    expect(within(item).getByText(/we need CNC files/).textContent).toBe('Hello,\n  we need CNC files for 14 cabinets.');
    expect(item.querySelector('time')).toHaveAttribute('dateTime', '2026-11-24T10:00:00Z');
    expect(screen.getByRole('listitem', { name: 'Verification status from Ada Byron' })).toHaveTextContent('Engineer Verification');
    expect(screen.getByRole('region', { name: 'Contact messages' })).toHaveTextContent('2 open messages.');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists a member with priority support first, marked as such, even when newer messages came after', async () => {
    const paying = makeContactMessage({ id: 3, subject: 'Urgent: nesting', name: 'Pia Pro', createdAt: '2026-11-20T08:00:00Z', priority: true });
    stubApi({ 'GET /api/admin/contact-messages': (request) => jsonResponse(200, answer([paying, newer, older], 3, request)) });
    renderCard();
    const list = await screen.findByRole('list', { name: 'Open contact messages' });
    expect(within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Urgent: nesting from Pia Pro',
      'Verification status from Ada Byron',
      'Quote for a kitchen from Jane Carver',
    ]);
    expect(screen.getByRole('listitem', { name: 'Urgent: nesting from Pia Pro' })).toHaveTextContent('Priority support');
    expect(screen.getByRole('listitem', { name: 'Quote for a kitchen from Jane Carver' })).not.toHaveTextContent('Priority support');
  });

  it("shows every text the sender typed isolated, so a right-to-left override cannot reverse the card", async () => {
    const spoof = makeContactMessage({
      name: 'Eve \u202Eevil',
      email: 'eve@example.com',
      company: 'Acme \u202E Ltd',
      subject: 'Invoice \u202Efdp.exe',
      message: 'Line one \u202Ereversed\nLine two',
    });
    stubApi({ 'GET /api/admin/contact-messages': (request) => jsonResponse(200, answer([spoof], 1, request)) });
    renderCard();
    const item = await screen.findByRole('listitem', { name: `${spoof.subject} from ${spoof.name}` });
    const body = within(item).getByText(/Line one/);
    expect(body).toHaveAttribute('dir', 'auto');
    expect(body).toHaveClass('[unicode-bidi:isolate]', 'wrap-anywhere', 'whitespace-pre-wrap');
    expect(body.textContent).toBe('Line one \u202Ereversed\nLine two');
    expect(within(item).getByRole('heading', { level: 3, name: spoof.subject })).toHaveAttribute('dir', 'auto');
    for (const text of [spoof.name, spoof.email, 'Acme \u202E Ltd']) expect(within(item).getByText(text)).toHaveAttribute('dir', 'auto');
  });

  it('marks a message handled, then asks for the list again', async () => {
    const user = userEvent.setup();
    const { calls, listCalls } = stubMessages();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Mark handled: Verification status from Ada Byron' }));

    expect(await screen.findByText('Marked as handled', TOAST)).toBeInTheDocument();
    expect(calls.filter((request) => request.method === 'POST').map((request) => new URL(request.url).pathname)).toEqual([
      '/api/admin/contact-messages/2/handled',
    ]);
    // The toast comes with the answer to the POST; the list asked for again comes a moment later.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Contact messages' })).toHaveTextContent('1 open message.'));
    expect(screen.queryByRole('listitem', { name: 'Verification status from Ada Byron' })).not.toBeInTheDocument();
    expect(listCalls('open')).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Handled' }));
    const handled = await screen.findByRole('listitem', { name: 'Verification status from Ada Byron' });
    expect(handled).toHaveTextContent('Handled');
    expect(within(handled).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Handled' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('tells the admin when the message is gone', async () => {
    const user = userEvent.setup();
    stubMessages(jsonResponse(404, { message: 'Contact message not found' }));
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Mark handled: Verification status from Ada Byron' }));
    expect(await screen.findByText('Could not mark as handled', TOAST)).toBeInTheDocument();
    expect(screen.getByText('404: Contact message not found', TOAST)).toBeInTheDocument();
  });

  it('says when there are no open messages', async () => {
    stubApi({ 'GET /api/admin/contact-messages': (request) => jsonResponse(200, answer([], 0, request)) });
    renderCard();
    expect(await screen.findByText('No open contact messages')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows five messages a page, with a pager that reaches every one of them', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ 'GET /api/admin/contact-messages': (request) => jsonResponse(200, answer(makeOpenMessages(12), 12, request)) });
    renderCard();
    const subjects = async () =>
      within(await screen.findByRole('list', { name: 'Open contact messages' }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);

    expect(await subjects()).toEqual([12, 11, 10, 9, 8].map((id) => `Question ${id}`));
    const region = screen.getByRole('region', { name: 'Contact messages' });
    expect(region).toHaveTextContent('12 open messages. Reply by e-mail, then mark the message handled.');
    const pager = within(region).getByRole('navigation', { name: 'Contact messages pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    const seen = await subjects();
    for (const page of [2, 3]) {
      await user.click(within(pager).getByRole('button', { name: 'Next' }));
      expect(await within(pager).findByText(`Page ${page} of 3`)).toBeInTheDocument();
      await waitFor(async () => expect((await subjects())[0]).toBe(`Question ${17 - 5 * page}`));
      seen.push(...(await subjects()));
    }
    expect(seen).toEqual(Array.from({ length: 12 }, (_, index) => `Question ${12 - index}`));
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(calls.map((request) => new URL(request.url).search)).toEqual([
      '?status=open&page=1&pageSize=5',
      '?status=open&page=2&pageSize=5',
      '?status=open&page=3&pageSize=5',
    ]);
  });

  it('starts again from page 1 when the status shown changes', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'GET /api/admin/contact-messages': (request) => {
        const handled = new URL(request.url).searchParams.get('status') === 'handled';
        return jsonResponse(200, answer(handled ? [] : makeOpenMessages(7), 7, request));
      },
    });
    renderCard();
    const pager = await screen.findByRole('navigation', { name: 'Contact messages pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(pager).findByText('Page 2 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Handled' }));
    expect(await screen.findByText('No handled contact messages')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Contact messages pages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('navigation', { name: 'Contact messages pages' })).toHaveTextContent('Page 1 of 2');
    // Page 1 of the open ones comes from the cache.
    expect(calls.map((request) => new URL(request.url).search)).toEqual([
      '?status=open&page=1&pageSize=5',
      '?status=open&page=2&pageSize=5',
      '?status=handled&page=1&pageSize=5',
    ]);
  });

  it('steps back a page when the last message of the last page is marked handled', async () => {
    const user = userEvent.setup();
    let open = makeOpenMessages(6);
    stubApi({
      'GET /api/admin/contact-messages': (request) => jsonResponse(200, answer(open, open.length, request)),
      'POST /api/admin/contact-messages/1/handled': () => {
        open = open.filter(({ id }) => id !== 1);
        return jsonResponse(200, makeContactMessage({ id: 1, subject: 'Question 1', handledAt: '2026-11-25T11:00:00Z', handledBy: 1 }));
      },
    });
    renderCard();
    const pager = await screen.findByRole('navigation', { name: 'Contact messages pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Mark handled: Question 1 from Jane Carver' }));

    expect(await screen.findByText('Marked as handled', TOAST)).toBeInTheDocument();
    // The list of the page before replaces the emptied one: looked up again on each try, never held.
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Open contact messages' })).getAllByRole('listitem')).toHaveLength(5),
    );
    expect(screen.getByRole('region', { name: 'Contact messages' })).toHaveTextContent('5 open messages.');
    expect(screen.queryByText('No open contact messages')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Contact messages pages' })).not.toBeInTheDocument();
  });
});
