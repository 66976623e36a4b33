/**
 * The realtime protocol of the messaging service (docs/dev-contract.md, "Messaging"): JSON text frames
 * with a `type`. Shared by every feature that reads the socket.
 */

/** A chat message as the server stores and sends it. */
export interface ChatMessage {
  id: number;
  /** A project message's project; a direct message has none (it has conversationId instead). */
  projectId?: number;
  /** A direct message's conversation (GET /api/direct-conversations). */
  conversationId?: number;
  senderId: number;
  receiverId: number;
  content: string;
  createdAt: string;
  /** The sender's own id of the message when their browser gave one (it matches the sender's pending copy). */
  clientMessageId?: string | null;
  sender: { id: number; firstName: string; lastName: string };
}

/** A stored notification (GET /api/notifications and the `notification` frame). */
export interface ServerNotification {
  id: number;
  type: string;
  title: string;
  message: string;
  read: boolean;
  /** ISO-8601 */
  timestamp: string;
  /** What happened (`stage_funded`, `new_bid`, ...); null or missing on older rows. */
  kind?: string | null;
  /** The app path clicking it opens (`/projects/7#payments`, `/subscription`), or null. */
  link?: string | null;
  projectId?: number | null;
}

/** What a `project_update` frame says changed (the shared contract of issue 28). */
export type ProjectChange = 'project' | 'bids' | 'files' | 'milestones' | 'payments' | 'disputes' | 'reviews';

/** What an `admin_update` frame says changed. */
export type AdminChange = 'applications' | 'disputes' | 'support';

/** A message of a support conversation (GET /api/support/conversations/{id}/messages, the `support_message` frame). */
export interface SupportMessage {
  id: number;
  conversationId: number;
  author: 'member' | 'visitor' | 'admin';
  senderId: number | null;
  senderName: string;
  content: string;
  createdAt: string;
}

/** A support conversation as its member, visitor or an admin sees it. */
export interface SupportConversation {
  id: number;
  status: 'open' | 'closed';
  priority: boolean;
  memberId: number | null;
  visitor: boolean;
  createdAt: string;
  waitingSince: string | null;
  takenBy: number | null;
  closedAt: string | null;
}

export type ClientFrame =
  | { type: 'authenticate'; userId: number }
  | { type: 'send_message'; projectId: number; receiverId: number; content: string; clientMessageId?: string }
  | { type: 'send_message'; conversationId: number; content: string; clientMessageId?: string }
  | { type: 'send_message'; supportId: number; content: string }
  | { type: 'join_project'; projectId: number };

export type ServerFrame =
  | { type: 'authenticated'; userId: number }
  | { type: 'new_message'; message: ChatMessage }
  | { type: 'message_sent'; message: ChatMessage }
  | { type: 'notification'; title?: string; message: string; notificationType?: string; notification?: ServerNotification }
  /** Without `changed` (an older server) everything about the project changed; without `message` no toast. */
  | { type: 'project_update'; projectId?: number; changed?: ProjectChange[]; message?: string }
  | { type: 'admin_update'; changed?: AdminChange[] }
  | { type: 'support_message'; message: SupportMessage }
  | { type: 'support_update'; conversation: SupportConversation }
  | { type: 'error'; message: string; clientMessageId?: string };

const KNOWN_TYPES = new Set<ServerFrame['type']>(['authenticated', 'new_message', 'message_sent', 'notification', 'project_update', 'admin_update', 'support_message', 'support_update', 'error']);

/** A server frame from the socket's text, or null for anything unreadable or unknown (it is ignored). */
export function parseServerFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof frame !== 'object' || frame === null) return null;
  const { type } = frame as { type?: unknown };
  return typeof type === 'string' && KNOWN_TYPES.has(type as ServerFrame['type']) ? (frame as ServerFrame) : null;
}

/** The chat message a `new_message` or `message_sent` frame carries. */
export function frameMessage(frame: ServerFrame): ChatMessage | null {
  return frame.type === 'new_message' || frame.type === 'message_sent' ? frame.message : null;
}
