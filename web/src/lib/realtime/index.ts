export { frameTags, LIVE_TAG_TYPES, notificationPagesTag, useLiveCache } from './live-cache';
export {
  frameMessage,
  type ChatMessage,
  type ClientFrame,
  type ServerFrame,
  type ServerNotification,
  type SupportConversation,
  type SupportMessage,
} from './protocol';
export { realtime } from './realtime-client';
export { useRealtimeToasts } from './realtime-toasts';
export { useRealtimeConnected, useRealtimeFrames, useRealtimeSession } from './use-realtime';
