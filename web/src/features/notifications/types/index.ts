import type { ServerNotification } from '@/lib/realtime';

export type AppNotification = ServerNotification;

/** One answer of GET /api/notifications with what its headers say. */
export interface NotificationList {
  /** Newest first. */
  items: AppNotification[];
  /** The member's unread total (not only of this page). */
  unreadCount: number;
  /** Older notifications follow (ask with `before` = the last id). */
  hasMore: boolean;
}

/** The /notifications filter. */
export type NotificationFilter = 'all' | 'unread';
