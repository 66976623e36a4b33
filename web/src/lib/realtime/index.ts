export { frameMessage, type ChatMessage, type ServerNotification } from './protocol';
export { realtime } from './realtime-client';
export { useRealtimeToasts } from './realtime-toasts';
export { useRealtimeConnected, useRealtimeSession } from './use-realtime';
