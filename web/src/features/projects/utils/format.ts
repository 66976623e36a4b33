import { plural } from '@/lib/plural';

/** 'Mar 4, 2025'; null for a missing or invalid date. */
export { formatShortDate as formatDate } from '@/lib/date-time';

/** '$1,500.00' for "1500.00"; null when there is no amount (the app's one money format, '@/lib/money'). */
export { formatOptionalMoney as formatAmount } from '@/lib/money';

/** '1 bid', '2 bids'. */
export function bidCountLabel(count: number): string {
  return plural(count, 'bid');
}
