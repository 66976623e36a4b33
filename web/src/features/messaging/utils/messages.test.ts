// @vitest-environment node
import type { ChatMessage } from '../types';
import { conversationWith, mergeMessages } from './messages';

const message = (id: number, senderId = 7, receiverId = 12): ChatMessage => ({
  id,
  projectId: 42,
  senderId,
  receiverId,
  content: `Message ${id}`,
  createdAt: '2025-03-04T10:00:00Z',
  sender: { id: senderId, firstName: 'Jane', lastName: 'Carver' },
});

describe('mergeMessages', () => {
  it('keeps each id once, oldest first', () => {
    const merged = mergeMessages([message(1), message(3)], [message(3), message(2), message(4)]);
    expect(merged.map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });

  it('returns the held list unchanged when nothing is new', () => {
    expect(mergeMessages([message(1)], []).map((item) => item.id)).toEqual([1]);
  });
});

describe('conversationWith', () => {
  it('keeps only the messages between the viewer and that partner', () => {
    const messages = [message(1, 7, 12), message(2, 12, 7), message(3, 7, 13), message(4, 13, 7)];
    expect(conversationWith(messages, 7, 12).map((item) => item.id)).toEqual([1, 2]);
    expect(conversationWith(messages, 7, 13).map((item) => item.id)).toEqual([3, 4]);
  });
});
