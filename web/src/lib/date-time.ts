import { format, isValid, parseISO } from 'date-fns';

import { NOTIFICATION_TIMESTAMP_FORMAT } from '@/config/constants';

/** 'MMM d, h:mm a' in local time (e.g. 'Mar 4, 3:07 PM'); an unreadable timestamp gives an empty string. */
export function formatTimestamp(timestamp: string): string {
  const date = parseISO(timestamp);
  return isValid(date) ? format(date, NOTIFICATION_TIMESTAMP_FORMAT) : '';
}

/** An ISO date in a date-fns pattern; null for a missing or invalid date. */
export function formatIsoDate(iso: string | null | undefined, pattern: string): string | null {
  if (!iso) return null;
  const date = parseISO(iso);
  return isValid(date) ? format(date, pattern) : null;
}

/** 'Mar 4, 2025'; null for a missing or invalid date. */
export function formatShortDate(iso: string | null | undefined): string | null {
  return formatIsoDate(iso, 'MMM d, yyyy');
}
