import { format, isValid, parseISO } from 'date-fns';

import { NOTIFICATION_BADGE_CAP, NOTIFICATION_TIMESTAMP_FORMAT } from '@/config/constants';

/** The bell badge text: the count, capped at '99+'; null when there is nothing to show. */
export function formatBadgeCount(count: number, cap: number = NOTIFICATION_BADGE_CAP): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > cap ? `${cap}+` : String(Math.floor(count));
}

/** 'MMM d, h:mm a' (e.g. 'Mar 4, 3:07 PM'); an unreadable timestamp gives an empty string. */
export function formatNotificationTime(timestamp: string): string {
  const date = parseISO(timestamp);
  return isValid(date) ? format(date, NOTIFICATION_TIMESTAMP_FORMAT) : '';
}
