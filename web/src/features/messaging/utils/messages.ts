import type { ChatMessage } from '../types';

/** History and live messages in one list, oldest first, each id once (spec section 7). */
export function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of held) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The messages between the viewer and one partner (a client may talk to several bidders on a project). */
export function conversationWith(messages: readonly ChatMessage[], viewerId: number, partnerId: number): ChatMessage[] {
  return messages.filter(
    (message) =>
      (message.senderId === viewerId && message.receiverId === partnerId) || (message.senderId === partnerId && message.receiverId === viewerId),
  );
}
