import { plural } from '@/lib/plural';

/** 'Mar 4, 2025'; null for a missing or invalid date. */
export { formatShortDate as formatDate } from '@/lib/date-time';

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const WITH_CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** '$1,500' for "1500.00", '$1,500.50' for "1500.50"; null when there is no amount. */
export function formatAmount(amount: string | number | null | undefined): string | null {
  if (amount == null || amount === '') return null;
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return null;
  return Number.isInteger(value) ? WHOLE_DOLLARS.format(value) : WITH_CENTS.format(value);
}

/** '1 bid', '2 bids'. */
export function bidCountLabel(count: number): string {
  return plural(count, 'bid');
}
