import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { waitingLabel } from '../utils/support-queue';
import { SupportTab } from './support-tab';

const entry = (id: number, name: string, priority: boolean, waitingSeconds: number, last: string) => ({
  id, status: 'open', priority, memberId: id + 100, visitor: false, createdAt: '2026-11-28T10:00:00.000Z', waitingSince: '2026-11-28T10:00:00.000Z',
  takenBy: null, closedAt: null, name, email: `${name.toLowerCase()}@example.com`, waitingSeconds,
  lastMessage: { id: id * 10, conversationId: id, author: 'member', senderId: id + 100, senderName: name, content: last, createdAt: '2026-11-28T10:00:00.000Z' },
});

describe('Support tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the queue as the server orders it, marks priority, and answers and closes the chosen conversation', async () => {
    const user = userEvent.setup();
    const answers: unknown[] = [];
    const closed: string[] = [];
    stubApi({
      'GET /api/admin/support/conversations': () =>
        jsonResponse(200, { conversations: [entry(2, 'Pro', true, 30, 'Urgent'), entry(1, 'Sam', false, 400, 'Hello')] }),
      'GET /api/support/conversations/2/messages': () => jsonResponse(200, [entry(2, 'Pro', true, 30, 'Urgent').lastMessage]),
      'GET /api/support/conversations/1/messages': () => jsonResponse(200, [entry(1, 'Sam', false, 400, 'Hello').lastMessage]),
      'POST /api/support/conversations/1/messages': async (request) => {
        answers.push(await request.clone().json());
        return jsonResponse(201, { id: 99, conversationId: 1, author: 'admin', senderId: 1, senderName: 'Ada', content: 'On it', createdAt: '2026-11-28T10:01:00.000Z' });
      },
      'POST /api/admin/support/conversations/1/close': (request) => {
        closed.push(new URL(request.url).pathname);
        return jsonResponse(200, { ...entry(1, 'Sam', false, 0, 'Hello'), status: 'closed' });
      },
    });
    renderWithRouter([{ path: '/admin', element: <SupportTab /> }], { initialEntries: ['/admin'] });

    const queue = await screen.findByRole('list', { name: 'Support queue' });
    const items = within(queue).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual(['ProPriorityWaiting <1 minUrgent', 'SamWaiting 6 minHello']);
    expect(await screen.findByRole('region', { name: 'Conversation with Pro' })).toBeInTheDocument();

    await user.click(items[1]);
    const thread = await screen.findByRole('region', { name: 'Conversation with Sam' });
    await user.type(within(thread).getByLabelText(/^Answer/), 'On it');
    await user.click(within(thread).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(answers).toEqual([{ content: 'On it' }]));
    await user.click(within(thread).getByRole('button', { name: 'Close conversation' }));
    await waitFor(() => expect(closed).toEqual(['/api/admin/support/conversations/1/close']));
  });
});

describe('waitingLabel', () => {
  it('says how long the first unanswered message has waited', () => {
    expect(waitingLabel(0)).toBe('Answered');
    expect(waitingLabel(59)).toBe('Waiting <1 min');
    expect(waitingLabel(600)).toBe('Waiting 10 min');
    expect(waitingLabel(3 * 3600 + 120)).toBe('Waiting 3 h 2 min');
  });
});
