import { format, isValid, parseISO } from 'date-fns';

import { NOTIFICATION_TIMESTAMP_FORMAT } from '@/config/constants';

/** 'MMM d, h:mm a' in local time (e.g. 'Mar 4, 3:07 PM'); an unreadable timestamp gives an empty string. */
export function formatTimestamp(timestamp: string): string {
  const date = parseISO(timestamp);
  return isValid(date) ? format(date, NOTIFICATION_TIMESTAMP_FORMAT) : '';
}
