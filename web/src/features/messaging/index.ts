export { messagesApi, useGetProjectMessagesQuery } from './api/messages-api';
export { ChatPanel } from './components/chat-panel';
export { MessageCount } from './components/message-count';
export { ProjectChat } from './components/project-chat';
export type { ChatPartner, ChatViewer, Conversation } from './types';
