import { NOTIFICATION_BADGE_CAP } from '@/config/constants';

/** The bell badge text: the count, capped at '99+'; null when there is nothing to show. */
export function formatBadgeCount(count: number, cap: number = NOTIFICATION_BADGE_CAP): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > cap ? `${cap}+` : String(Math.floor(count));
}
