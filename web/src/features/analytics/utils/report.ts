import { ANALYTICS_DEFAULT_RANGE_DAYS } from '@/config/constants';
import { formatIsoDate } from '@/lib/date-time';

import type { DateRange, SourceCounts } from '../types';

/** `part` as a rounded percentage of `total`; 0 when the total is 0 (nothing to divide). */
export function percentOf(part: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.round((part / total) * 100);
}

/**
 * Signups divided by the unique visitors of the same range, as a rounded percentage; 0 without visitors. (Not page
 * views: a visitor views several pages before signing up, and counting views made the rate meaningless.)
 */
export function conversionRate(signups: number, uniqueVisitors: number): number {
  return percentOf(signups, uniqueVisitors);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount in cents as money: 320000 -> '$3,200.00'. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** A rate the service gives with one decimal (null: nothing to divide): '66.7%', or '–'. */
export function formatRate(rate: number | null): string {
  return rate === null ? '–' : `${rate.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

/** A signup source as shown: the campaign tag, or 'Direct' when the member came without one. */
export function sourceLabel(source: string | null): string {
  return source ?? 'Direct';
}

/** Every captured e-mail address: each signup, whatever its source. */
export function totalEmailCaptures(sources: readonly SourceCounts[]): number {
  return sources.reduce((sum, source) => sum + source.count, 0);
}

/** The last `count` entries of a series ordered oldest first, still oldest first. */
export function lastEntries<T>(series: readonly T[], count: number): T[] {
  return count > 0 ? series.slice(-count) : [];
}

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * The range the page opens with: the last 30 days to today, as UTC days like the service counts them. Like the
 * service's own default, the start is 30 days before today (so the range spans 31 days, both ends included).
 */
export function defaultRange(now: Date = new Date(), days: number = ANALYTICS_DEFAULT_RANGE_DAYS): DateRange {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days));
  return { start: isoDay(start), end: isoDay(now) };
}

/** A bar's height in percent of the tallest bar; 0 when every bar is 0. */
export function barHeight(value: number, max: number): number {
  return max > 0 ? Math.round((value / max) * 100) : 0;
}

/** A count as shown: '1,510'. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** A wait in seconds as read at a glance: 'under a minute', '45 min', '3 h 20 min', '2 d 4 h'; '–' for none. */
export function formatWait(seconds: number | null): string {
  if (seconds === null) return '–';
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return hours % 24 ? `${Math.floor(hours / 24)} d ${hours % 24} h` : `${Math.floor(hours / 24)} d`;
}

/** A rating out of 5 with up to two decimals: '4.33'; '–' without reviews. */
export function formatRating(rating: number | null): string {
  return rating === null ? '–' : rating.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** A month 'YYYY-MM' as 'Nov 2026'. */
export function monthLabel(month: string): string {
  return formatIsoDate(`${month}-01`, 'MMM yyyy') ?? month;
}
