import { frameMessage, type ChatMessage, type ClientFrame, type ServerFrame } from '@/lib/realtime';

/**
 * A message sent and not answered yet. Its clientMessageId stays with it: sent again after a reconnect, the server
 * stores it at most once, and its copy from the server (which carries the id) replaces the pending one.
 */
export interface PendingMessage {
  clientMessageId: string;
  projectId: number;
  receiverId: number;
  content: string;
}

/** The send_message frame of a pending message, the same every time it goes out. */
export function sendMessageFrame({ projectId, receiverId, content, clientMessageId }: PendingMessage): ClientFrame {
  return { type: 'send_message', projectId, receiverId, content, clientMessageId };
}

/** The clientMessageId a server frame settles: the server's copy of that message, or its refusal; else null. */
export function settledId(frame: ServerFrame): string | null {
  if (frame.type === 'error') return frame.clientMessageId ?? null;
  return frameMessage(frame)?.clientMessageId ?? null;
}

/** The pending messages whose server copy is not in the list yet (once it is, it takes their place). */
export function stillPending(pending: readonly PendingMessage[], messages: readonly ChatMessage[]): PendingMessage[] {
  const listed = new Set(messages.map((message) => message.clientMessageId).filter(Boolean));
  return pending.filter((message) => !listed.has(message.clientMessageId));
}
