import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { makeEngineerProfile } from '@/features/engineers/testing/fixtures';
import { clientParty } from '@/features/projects/testing/fixtures';
import { realtime } from '@/lib/realtime';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { ConversationsRoute } from './conversations';
import { EngineerRoute } from './engineer';

const client = { ...clientParty, email: 'c@example.com', role: 'client', phone: null, location: null, profileImage: null, createdAt: '2025-01-01T00:00:00Z' };
const message = (id: number, senderId: number, content: string) => ({
  id,
  conversationId: 5,
  senderId,
  receiverId: senderId === 12 ? client.id : 12,
  content,
  createdAt: '2025-03-04T10:00:00Z',
  clientMessageId: null,
  sender: senderId === 12 ? { id: 12, firstName: 'Ada', lastName: 'Byron' } : { id: client.id, firstName: client.firstName, lastName: client.lastName },
});
const conversation = (blockedByMe = false) => ({
  id: 5,
  startedBy: client.id,
  otherMember: { id: 12, firstName: 'Ada', lastName: 'Byron' },
  lastMessage: message(1, 12, 'Happy to help'),
  unreadCount: 1,
  blockedByMe,
  createdAt: '2025-03-04T09:00:00Z',
  lastMessageAt: '2025-03-04T10:00:00Z',
});

describe('direct messages', () => {
  beforeEach(() => FakeWebSocket.install());
  afterEach(() => {
    act(() => realtime.disconnect());
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('lists direct conversations beside project chats, opens ?dm=, shows live messages and blocks', async () => {
    let blocked = false;
    const { calls } = stubApi({
      'GET /api/user': () => jsonResponse(200, client),
      'GET /api/my-projects': () => jsonResponse(200, []),
      'GET /api/direct-conversations': () => jsonResponse(200, [conversation(blocked)]),
      'GET /api/direct-conversations/5/messages': () => jsonResponse(200, [message(1, 12, 'Happy to help')]),
      'POST /api/direct-conversations/5/block': () => {
        blocked = true;
        return jsonResponse(200, conversation(true));
      },
    });
    renderWithRouter([{ path: '/conversations', element: <ConversationsRoute /> }], { initialEntries: ['/conversations?dm=5'] });

    const list = await screen.findByRole('list', { name: 'Direct messages' });
    expect(within(list).getByRole('button')).toHaveTextContent('Ada Byron1 unreadHappy to help');
    const chat = await screen.findByRole('region', { name: 'Chat with Ada Byron' });
    expect(await within(chat).findByText('Happy to help')).toBeInTheDocument();

    act(() => {
      realtime.connect(client.id);
      FakeWebSocket.latest().open();
      FakeWebSocket.latest().receive({ type: 'new_message', message: message(2, 12, 'Are you there?') });
    });
    expect(await within(chat).findByText('Are you there?')).toBeInTheDocument();

    await userEvent.click(within(chat).getByRole('button', { name: 'Block' }));
    expect(await within(chat).findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(calls.some((request) => request.method === 'POST' && request.url.endsWith('/api/direct-conversations/5/block'))).toBe(true);
  });

  it("'Contact Engineer' shows a starter the upgrade prompt in place, and opens the conversation once allowed", async () => {
    let allowed = false;
    stubApi({
      'GET /api/user': () => jsonResponse(200, client),
      'GET /api/engineer-profile/12': () => jsonResponse(200, makeEngineerProfile()),
      'GET /api/engineers/12/reviews': () => jsonResponse(200, []),
      'POST /api/direct-conversations': () =>
        allowed
          ? jsonResponse(201, conversation())
          : jsonResponse(403, {
              message: 'Direct messages is part of the Professional plan: upgrade to use it.',
              code: 'plan_required',
              capability: 'direct_messages',
              plan: 'professional',
              link: '/premium-plans',
            }),
    });
    const { router } = renderWithRouter(
      [
        { path: '/engineer/:id', element: <EngineerRoute /> },
        { path: '/conversations', element: <p>conversations</p> },
      ],
      { initialEntries: ['/engineer/12'] },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Contact Engineer' }));
    const prompt = await screen.findByRole('status', { name: 'Upgrade to Professional' });
    expect(prompt).toHaveTextContent('Direct messages is part of the Professional plan: upgrade to use it.');
    expect(within(prompt).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/premium-plans');
    expect(router.state.location.pathname).toBe('/engineer/12');

    allowed = true;
    await userEvent.click(screen.getByRole('button', { name: 'Contact Engineer' }));
    expect(await screen.findByText('conversations')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/conversations?dm=5');
  });
});
