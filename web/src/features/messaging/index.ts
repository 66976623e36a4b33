export { ContactButton } from './components/contact-button';
export { ConversationsPage } from './components/conversations-page';
export { MessageCount } from './components/message-count';
export { ProjectChat } from './components/project-chat';
export type { Conversation } from './types';
