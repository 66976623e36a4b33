import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { realtime } from '@/lib/realtime';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { jsonResponse, renderWithStore, stubApi } from '@/testing/test-utils';

import type { ChatMessage, ChatPartner } from '../types';
import { ProjectChat } from './project-chat';

const TOAST = { selector: '[data-testid="toast"] *' };
const CLIENT_ID = 7;
const ada: ChatPartner = { id: 12, username: 'ada', firstName: 'Ada', lastName: 'Byron' };
const grace: ChatPartner = { id: 13, username: 'grace', firstName: 'Grace', lastName: 'Hopper' };

function makeMessage(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  const fromAda = id % 2 === 0;
  return {
    id,
    projectId: 42,
    senderId: fromAda ? ada.id : CLIENT_ID,
    receiverId: fromAda ? CLIENT_ID : ada.id,
    content: `Message ${id}`,
    createdAt: '2025-03-04T10:00:00Z',
    sender: fromAda ? { id: ada.id, firstName: 'Ada', lastName: 'Byron' } : { id: CLIENT_ID, firstName: 'Jane', lastName: 'Carver' },
    ...overrides,
  };
}

function connect() {
  act(() => {
    realtime.connect(CLIENT_ID);
    FakeWebSocket.latest().open();
  });
  return FakeWebSocket.latest();
}

function stubHistory(pages: (after: string | null) => ChatMessage[]) {
  return stubApi({
    'GET /api/projects/42/messages': (request) => jsonResponse(200, pages(new URL(request.url).searchParams.get('after'))),
  });
}

const texts = (log: HTMLElement) => within(log).getAllByRole('paragraph').map((item) => item.textContent);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface SentMessage {
  type: 'send_message';
  projectId: number;
  receiverId: number;
  content: string;
  clientMessageId: string;
}

/** The send_message frames a socket carried. */
const sentMessages = (socket: FakeWebSocket) => socket.sent.filter((frame) => (frame as { type: string }).type === 'send_message') as SentMessage[];

describe('ProjectChat', () => {
  beforeEach(() => FakeWebSocket.install());
  afterEach(() => {
    act(() => realtime.disconnect());
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('shows the history oldest first, sends over the socket and merges live messages once each', async () => {
    stubHistory(() => [makeMessage(1), makeMessage(2)]);
    const socket = connect();
    renderWithStore(<ProjectChat projectId={42} viewerId={CLIENT_ID} partners={[ada]} />);

    const log = await screen.findByRole('log', { name: 'Messages with Ada Byron' });
    expect(texts(log)).toEqual(['Message 1', 'Message 2']);
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(socket.sent).toContainEqual({ type: 'join_project', projectId: 42 });

    const input = screen.getByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(send).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '  Can you share the DXF nests?  ');
    await userEvent.click(send);
    const [frame] = sentMessages(socket);
    expect(frame).toEqual({ type: 'send_message', projectId: 42, receiverId: 12, content: 'Can you share the DXF nests?', clientMessageId: expect.stringMatching(UUID) });
    expect(input).toHaveValue('');

    act(() => {
      socket.receive({ type: 'message_sent', message: makeMessage(3, { content: 'Can you share the DXF nests?', clientMessageId: frame.clientMessageId }) });
      socket.receive({ type: 'new_message', message: makeMessage(4, { content: 'Uploading them now.' }) });
      socket.receive({ type: 'new_message', message: makeMessage(4, { content: 'Uploading them now.' }) });
      socket.receive({ type: 'new_message', message: makeMessage(5, { projectId: 43, content: 'Another project' }) });
    });
    await waitFor(() => expect(texts(log)).toEqual(['Message 1', 'Message 2', 'Can you share the DXF nests?', 'Uploading them now.']));
  });

  it('counts a message near the 5,000-character limit and refuses to send it past the limit instead of cutting it', async () => {
    stubHistory(() => []);
    const socket = connect();
    renderWithStore(<ProjectChat projectId={42} viewerId={CLIENT_ID} partners={[ada]} />);
    const input = await screen.findByRole('textbox', { name: 'Message' });
    expect(input).not.toHaveAttribute('maxlength');
    await userEvent.type(input, 'Short');
    expect(screen.queryByTestId('character-count')).not.toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(4995));
    expect(screen.getByTestId('character-count')).toHaveTextContent('4,995 / 5,000');
    await userEvent.paste('y'.repeat(10));
    expect(input).toHaveValue(`${'x'.repeat(4995)}${'y'.repeat(10)}`);
    expect(screen.getByTestId('character-count')).toHaveTextContent('5,005 / 5,000');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('This is 5 characters too long (at most 5,000).'));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(input, '{Enter}');
    expect(socket.sent.filter((frame) => (frame as { type: string }).type === 'send_message')).toHaveLength(0);
  });

  it('disables the input and Send while disconnected and shows Offline', async () => {
    stubHistory(() => []);
    renderWithStore(<ProjectChat projectId={42} viewerId={CLIENT_ID} partners={[ada]} />);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    connect();
    expect(await screen.findByText('Online')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  });

  it('catches up on what it missed after a reconnect, each message once', async () => {
    const afters: (string | null)[] = [];
    const stored = [makeMessage(1), makeMessage(2)];
    stubHistory((after) => {
      afters.push(after);
      return stored.filter((message) => message.id > Number(after ?? 0));
    });
    connect();
    renderWithStore(<ProjectChat projectId={42} viewerId={CLIENT_ID} partners={[ada]} />);
    const log = await screen.findByRole('log');
    expect(texts(log)).toContain('Message 2');

    act(() => FakeWebSocket.latest().drop());
    expect(await screen.findByText('Offline')).toBeInTheDocument();
    stored.push(makeMessage(3, { content: 'Sent while you were away' }));
    // The client reconnects within the first backoff step (at most 1 s).
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2), { timeout: 2000 });
    act(() => FakeWebSocket.latest().open());

    expect(await within(log).findByText('Sent while you were away')).toBeInTheDocument();
    expect(afters.length).toBeGreaterThan(1); // fetched again after the reconnect
    expect(texts(log)).toEqual(['Message 1', 'Message 2', 'Sent while you were away']);
    expect(FakeWebSocket.latest().sent).toContainEqual({ type: 'join_project', projectId: 42 });
  });

  it('lets a client with several bidders choose whom to talk to', async () => {
    stubHistory(() => [makeMessage(1), makeMessage(2), makeMessage(3, { senderId: grace.id, receiverId: CLIENT_ID, content: 'Hi from Grace', sender: { id: 13, firstName: 'Grace', lastName: 'Hopper' } })]);
    connect();
    renderWithStore(<ProjectChat projectId={42} viewerId={CLIENT_ID} partners={[ada, grace]} />);
    expect(texts(await screen.findByRole('log', { name: 'Messages with Ada Byron' }))).toEqual(['Message 1', 'Message 2']);

    await userEvent.selectOptions(screen.getByLabelText('Conversation with'), 'Grace Hopper');
    expect(texts(await screen.findByRole('log', { name: 'Messages with Grace Hopper' }))).toEqual(['Hi from Grace']);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Thanks, Grace');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sentMessages(FakeWebSocket.latest())).toEqual([{ type: 'send_message', projectId: 42, receiverId: 13, content: 'Thanks, Grace', clientMessageId: expect.stringMatching(UUID) }]);
  });

  it("shows a sent message as 'Sending…' until the server's copy takes its place", async () => {
    stubHistory(() => [makeMessage(1)]);
    const socket = connect();
    renderWithStore(<ProjectChat projectId={42} viewerId={CLIENT_ID} partners={[ada]} />);
    const log = await screen.findByRole('log');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Is the sink base 36 inches?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(texts(log)).toEqual(['Message 1', 'Is the sink base 36 inches?']);
    expect(within(log).getByText('Sending…')).toBeInTheDocument();

    const [frame] = sentMessages(socket);
    act(() => socket.receive({ type: 'message_sent', message: makeMessage(3, { content: 'Is the sink base 36 inches?', clientMessageId: frame.clientMessageId }) }));
    await waitFor(() => expect(within(log).queryByText('Sending…')).not.toBeInTheDocument());
    expect(texts(log)).toEqual(['Message 1', 'Is the sink base 36 inches?']);
  });

  it('sends a pending message again after a reconnect with the same clientMessageId and shows it once', async () => {
    const stored: ChatMessage[] = [makeMessage(1)];
    stubHistory((after) => stored.filter((message) => message.id > Number(after ?? 0)));
    connect();
    renderWithStore(<ProjectChat projectId={42} viewerId={CLIENT_ID} partners={[ada]} />);
    const log = await screen.findByRole('log');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Sent before the tunnel');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(within(log).getByText('Sending…')).toBeInTheDocument();
    const [first] = sentMessages(FakeWebSocket.latest());

    // The server stored it, but the socket dropped before its answer arrived.
    stored.push(makeMessage(3, { content: 'Sent before the tunnel', clientMessageId: first.clientMessageId }));
    act(() => FakeWebSocket.latest().drop());
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2), { timeout: 2000 });
    act(() => FakeWebSocket.latest().open());

    const [again] = sentMessages(FakeWebSocket.latest());
    expect(again).toEqual(first);
    // The history fetched after the reconnect already holds it: it replaces the pending copy.
    await waitFor(() => expect(within(log).queryByText('Sending…')).not.toBeInTheDocument());
    expect(texts(log)).toEqual(['Message 1', 'Sent before the tunnel']);
    // The server answers the resend with the message it stored the first time.
    act(() => FakeWebSocket.latest().receive({ type: 'message_sent', message: stored[1] }));
    expect(texts(log)).toEqual(['Message 1', 'Sent before the tunnel']);
  });

  it('keeps a message pending while the server has not answered, across reconnects, and sends only those', async () => {
    stubHistory(() => []);
    const socket = connect();
    renderWithStore(<ProjectChat projectId={42} viewerId={CLIENT_ID} partners={[ada]} />);
    const input = await screen.findByRole('textbox', { name: 'Message' });
    for (const text of ['answered', 'lost']) {
      await userEvent.type(input, text);
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    }
    const [answered, lost] = sentMessages(socket);
    act(() => socket.receive({ type: 'message_sent', message: makeMessage(3, { content: 'answered', clientMessageId: answered.clientMessageId }) }));

    act(() => socket.drop());
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2), { timeout: 2000 });
    act(() => FakeWebSocket.latest().open());
    expect(sentMessages(FakeWebSocket.latest())).toEqual([lost]);
    const log = screen.getByRole('log');
    expect(texts(log)).toEqual(['answered', 'lost']);
    expect(within(log).getAllByText('Sending…')).toHaveLength(1);
  });

  it("drops a pending message the server refused (the error's toast tells why)", async () => {
    stubHistory(() => []);
    const socket = connect();
    renderWithStore(<ProjectChat projectId={42} viewerId={CLIENT_ID} partners={[ada]} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'Over the limit');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sending…')).toBeInTheDocument();
    const [frame] = sentMessages(socket);
    act(() => socket.receive({ type: 'error', message: 'Something else', clientMessageId: 'not-this-one' }));
    expect(screen.getByText('Sending…')).toBeInTheDocument();
    act(() => socket.receive({ type: 'error', message: 'You can only message your partner on this project', clientMessageId: frame.clientMessageId }));
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('says when messages become available if there is nobody to talk to', () => {
    renderWithStore(<ProjectChat projectId={42} viewerId={CLIENT_ID} partners={[]} />);
    expect(screen.getByText('Messages will be available once the project is assigned to an engineer.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it("toasts 'Connection Error' when a message cannot go out", async () => {
    stubHistory(() => []);
    const socket = connect();
    renderWithStore(<ProjectChat projectId={42} viewerId={CLIENT_ID} partners={[ada]} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hello');
    socket.readyState = 3; // closing: the close event has not arrived yet
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Connection Error', TOAST)).toBeInTheDocument();
    expect(screen.getByText('Unable to send message. Please check your connection.', TOAST)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });

  it('keeps the daily message limit in the chat with a link to the plans until a message goes out', async () => {
    const limit = 'Your Starter plan allows 20 messages a day. Upgrade at /premium-plans for unlimited messages.';
    stubHistory(() => []);
    const socket = connect();
    renderWithStore(
      <MemoryRouter>
        <ProjectChat projectId={42} viewerId={CLIENT_ID} partners={[ada]} />
      </MemoryRouter>,
    );
    await screen.findByText('No messages yet');

    act(() => socket.receive({ type: 'error', message: 'Missing field: content' }));
    expect(screen.queryByText('Daily message limit reached')).not.toBeInTheDocument();

    act(() => socket.receive({ type: 'error', message: limit }));
    const chat = screen.getByRole('region', { name: 'Chat with Ada Byron' });
    const notice = within(chat).getByRole('alert');
    expect(notice).toHaveTextContent('Daily message limit reached');
    expect(notice).toHaveTextContent(limit);
    expect(within(notice).getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/premium-plans');

    act(() => socket.receive({ type: 'message_sent', message: makeMessage(1) }));
    await waitFor(() => expect(within(chat).queryByRole('alert')).not.toBeInTheDocument());
  });
});
