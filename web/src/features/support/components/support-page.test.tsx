import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { SupportPage } from './support-page';

const OFFLINE = { staffed: false, nextOpenAt: '2026-11-30T16:00:00.000Z', replyByEmail: true, hours: 'Mon-Fri 8:00-18:00 and Sat 9:00-14:00 Pacific Time' };
const ONLINE = { ...OFFLINE, staffed: true, nextOpenAt: null, replyByEmail: false };
const CONVERSATION = { id: 4, status: 'open', priority: false, memberId: null, visitor: true, createdAt: '2026-11-28T10:00:00.000Z', waitingSince: null, takenBy: 2, closedAt: null };
const message = (id: number, author: string, content: string) => ({ id, conversationId: 4, author, senderId: author === 'admin' ? 2 : null, senderName: author === 'admin' ? 'Ada Admin' : 'Vera', content, createdAt: '2026-11-28T10:00:00.000Z' });

function renderPage(signedIn: boolean, entry = '/support') {
  return renderWithRouter([{ path: '/support', element: <SupportPage signedIn={signedIn} /> }], { initialEntries: [entry] });
}

describe('Support page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says outside staffed hours that the answer comes by e-mail, and a visitor opens a chat with name and e-mail', async () => {
    const user = userEvent.setup();
    let opened = false;
    const sent: unknown[] = [];
    stubApi({
      'GET /api/support/status': () => jsonResponse(200, OFFLINE),
      'GET /api/support/conversations/mine': () => jsonResponse(200, { conversation: opened ? CONVERSATION : null }),
      'POST /api/support/conversations': async (request) => {
        sent.push(await request.clone().json());
        opened = true;
        return jsonResponse(201, CONVERSATION);
      },
      'GET /api/support/conversations/4/messages': () => jsonResponse(200, [message(1, 'visitor', 'Is anyone there?')]),
    });
    renderPage(false);
    expect(await screen.findByText('Support is offline right now')).toBeInTheDocument();
    expect(screen.getByText(/we answer by e-mail within 24 hours/)).toBeInTheDocument();

    const form = await screen.findByRole('form', { name: 'Start a support chat' });
    await user.type(within(form).getByLabelText(/^Name/), 'Vera');
    await user.type(within(form).getByLabelText(/^E-mail/), 'vera@example.com');
    await user.type(within(form).getByLabelText(/^How can we help/), 'Is anyone there?');
    await user.click(within(form).getByRole('button', { name: 'Start chat' }));

    await waitFor(() => expect(sent).toEqual([{ name: 'Vera', email: 'vera@example.com', message: 'Is anyone there?' }]));
    const messages = await screen.findByRole('list', { name: 'Support messages' });
    expect(await within(messages).findByText('Is anyone there?')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Start a support chat' })).not.toBeInTheDocument();
  });

  it("shows a member their open conversation with the desk's answer and sends what they write", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubApi({
      'GET /api/support/status': () => jsonResponse(200, ONLINE),
      'GET /api/support/conversations/mine': () => jsonResponse(200, { conversation: { ...CONVERSATION, memberId: 7, visitor: false } }),
      'GET /api/support/conversations/4/messages': () => jsonResponse(200, [message(1, 'member', 'Stuck payment'), message(2, 'admin', 'Looking into it')]),
      'POST /api/support/conversations/4/messages': async (request) => {
        sent.push(await request.clone().json());
        return jsonResponse(201, message(3, 'member', 'Thanks'));
      },
    });
    renderPage(true);
    expect(await screen.findByText('We are online')).toBeInTheDocument();
    const messages = await screen.findByRole('list', { name: 'Support messages' });
    expect(await within(messages).findByText('Looking into it')).toBeInTheDocument();
    expect(within(messages).getByText('Ada Admin (Support)')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^E-mail/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Your message/), '  Thanks ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([{ content: 'Thanks' }]));
  });

  it("uses the one-use link of an e-mail to restore a visitor's conversation", async () => {
    const resumed: unknown[] = [];
    stubApi({
      'GET /api/support/status': () => jsonResponse(200, ONLINE),
      'GET /api/support/conversations/mine': () => jsonResponse(200, { conversation: resumed.length ? CONVERSATION : null }),
      'POST /api/support/resume': async (request) => {
        resumed.push(await request.clone().json());
        return jsonResponse(200, { resumed: true });
      },
      'GET /api/support/conversations/4/messages': () => jsonResponse(200, [message(1, 'admin', 'Here is your answer')]),
    });
    const { router } = renderPage(false, '/support?resume=tok123');
    await waitFor(() => expect(resumed).toEqual([{ token: 'tok123' }]));
    expect(await screen.findByText('Here is your answer')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
