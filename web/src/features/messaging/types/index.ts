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
