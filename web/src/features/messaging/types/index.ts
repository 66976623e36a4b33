import type { ChatMessage } from '@/lib/realtime';

export type { ChatMessage } from '@/lib/realtime';

/** Someone the viewer may message on a project (a party of the projects service has this shape). */
export interface ChatPartner {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
}

/** One project the viewer talks about, with whom (several bidders before the project is assigned). */
export interface Conversation {
  projectId: number;
  projectTitle: string;
  partners: ChatPartner[];
}

/** The signed-in user as the messaging screens need them. */
export interface ChatViewer {
  id: number;
  role: string;
}

/** A direct conversation between two members outside any project (GET /api/direct-conversations). */
export interface DirectConversation {
  id: number;
  /** The member who started it. */
  startedBy: number;
  otherMember: { id: number; firstName: string; lastName: string };
  lastMessage: ChatMessage | null;
  /** The other member's messages the viewer has not read (reading the history marks them read). */
  unreadCount: number;
  blockedByMe: boolean;
  createdAt: string;
  lastMessageAt: string;
}
