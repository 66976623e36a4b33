// @vitest-environment node
import { showChat } from '@/lib/chats-in-view';

import type { ChatMessage } from './protocol';
import { realtimeToast } from './realtime-toasts';

const message: ChatMessage = {
  id: 1,
  projectId: 42,
  senderId: 12,
  receiverId: 7,
  content: 'Hello',
  createdAt: '2025-03-04T10:00:00Z',
  sender: { id: 12, firstName: 'Ada', lastName: 'Byron' },
};

const client = { id: 7, role: 'client' };
const engineer = { id: 12, role: 'engineer' };

describe('realtimeToast', () => {
  it("announces a message from someone else as 'New Message' from their name", () => {
    expect(realtimeToast({ type: 'new_message', message }, client)).toEqual({ title: 'New Message', description: 'From Ada Byron' });
    expect(realtimeToast({ type: 'new_message', message }, engineer)).toBeNull();
    expect(realtimeToast({ type: 'message_sent', message }, engineer)).toBeNull();
  });

  it('raises no toast for a message in the chat the member is reading', () => {
    const hide = showChat(42, 12);
    expect(realtimeToast({ type: 'new_message', message }, client)).toBeNull();
    // Another chat of the same project, or the same partner on another project, still rings.
    expect(realtimeToast({ type: 'new_message', message: { ...message, projectId: 43 } }, client)).toEqual({ title: 'New Message', description: 'From Ada Byron' });
    hide();
    expect(realtimeToast({ type: 'new_message', message }, client)).toEqual({ title: 'New Message', description: 'From Ada Byron' });
  });

  it("shows 'Project Update' with the server's message to the engineer, not to the client who made the change", () => {
    const update = { type: 'project_update', projectId: 42, message: 'The client marked it completed.' } as const;
    expect(realtimeToast(update, engineer)).toEqual({ title: 'Project Update', description: 'The client marked it completed.' });
    expect(realtimeToast(update, client)).toBeNull();
    // A frame that only refreshes data (issue 28) raises none.
    expect(realtimeToast({ type: 'project_update', projectId: 42, changed: ['files'] }, engineer)).toBeNull();
  });

  it("titles a notification with its own title or 'Notification', destructive for errors", () => {
    expect(realtimeToast({ type: 'notification', title: 'New Bid', message: 'An engineer bid $3,200.', notificationType: 'bid' }, client)).toEqual({
      title: 'New Bid',
      description: 'An engineer bid $3,200.',
      variant: 'default',
    });
    expect(realtimeToast({ type: 'notification', message: 'Payment failed', notificationType: 'error' }, client)).toEqual({
      title: 'Notification',
      description: 'Payment failed',
      variant: 'destructive',
    });
  });

  it('raises no toast for a payment or certification test the member just made (the page says so; the bell keeps it)', () => {
    const succeeded = {
      id: 9,
      type: 'payment',
      title: 'Payment Succeeded',
      message: 'Your payment of $29.00 for your plan succeeded.',
      read: false,
      timestamp: '2026-11-27T10:00:00Z',
      kind: 'payment_succeeded',
      link: '/subscription',
      projectId: null,
    };
    expect(realtimeToast({ type: 'notification', title: succeeded.title, message: succeeded.message, notificationType: 'payment', notification: succeeded }, client)).toBeNull();
    const certified = { ...succeeded, type: 'account', title: 'Certification Passed', message: 'You passed.', kind: 'certification_result', link: '/certification' };
    expect(realtimeToast({ type: 'notification', title: certified.title, message: certified.message, notificationType: 'account', notification: certified }, client)).toBeNull();
    const failed = { ...succeeded, title: 'Payment Failed', message: 'Your card was declined.', kind: 'payment_failed' };
    expect(realtimeToast({ type: 'notification', title: failed.title, message: failed.message, notificationType: 'payment', notification: failed }, client)).toEqual({
      title: 'Payment Failed',
      description: 'Your card was declined.',
      variant: 'default',
    });
  });

  it("shows a server error as 'Connection Error'", () => {
    expect(realtimeToast({ type: 'error', message: 'You are not a participant of this project' }, client)).toEqual({
      title: 'Connection Error',
      description: 'You are not a participant of this project',
      variant: 'destructive',
    });
    expect(realtimeToast({ type: 'authenticated', userId: 7 }, client)).toBeNull();
  });
});
