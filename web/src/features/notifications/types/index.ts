export type { ServerNotification as AppNotification } from '@/lib/realtime';
