// @vitest-environment node
import type { ChatMessage } from '../types';
import { sendMessageFrame, settledId, stillPending, type PendingMessage } from './pending-messages';

const pending: PendingMessage = { clientMessageId: 'c0ffee00-0000-4000-8000-000000000001', projectId: 42, receiverId: 12, content: 'Hello' };

const stored = (clientMessageId: string | null): ChatMessage => ({
  id: 3,
  projectId: 42,
  senderId: 7,
  receiverId: 12,
  content: 'Hello',
  createdAt: '2025-03-04T10:00:00Z',
  clientMessageId,
  sender: { id: 7, firstName: 'Jane', lastName: 'Carver' },
});

describe('pending messages', () => {
  it('go out with their clientMessageId every time', () => {
    expect(sendMessageFrame(pending)).toEqual({ type: 'send_message', projectId: 42, receiverId: 12, content: 'Hello', clientMessageId: pending.clientMessageId });
  });

  it("are settled by the server's copy of the message or by its refusal, nothing else", () => {
    expect(settledId({ type: 'message_sent', message: stored(pending.clientMessageId) })).toBe(pending.clientMessageId);
    expect(settledId({ type: 'new_message', message: stored(pending.clientMessageId) })).toBe(pending.clientMessageId);
    expect(settledId({ type: 'error', message: 'Project not found', clientMessageId: pending.clientMessageId })).toBe(pending.clientMessageId);
    expect(settledId({ type: 'message_sent', message: stored(null) })).toBeNull();
    expect(settledId({ type: 'error', message: 'Invalid JSON' })).toBeNull();
    expect(settledId({ type: 'authenticated', userId: 7 })).toBeNull();
  });

  it('give way to their copy in the list', () => {
    expect(stillPending([pending], [stored(null)])).toEqual([pending]);
    expect(stillPending([pending], [stored(pending.clientMessageId)])).toEqual([]);
  });
});
