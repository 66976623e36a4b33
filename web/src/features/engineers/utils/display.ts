import { PROFILE_DEFAULTS } from '@/config/constants';
import { formatIsoDate } from '@/lib/date-time';
import { fullName, initialsOf } from '@/lib/user-display';

import type { EngineerUser } from '../types';

/** 'First Last', or the username when a name part is missing. */
export function engineerName(user: EngineerUser): string {
  return fullName(user);
}

/** Two-letter avatar initials ('Sarah Mitchell' -> 'SM'; a lone username gives one letter). */
export function engineerInitials(user: EngineerUser): string {
  return initialsOf(engineerName(user)) || '?';
}

/** The first `max` skills and how many more there are, for '+N more'. */
export function visibleSkills(skills: readonly string[], max: number): { shown: string[]; hiddenCount: number } {
  return { shown: skills.slice(0, max), hiddenCount: Math.max(0, skills.length - max) };
}

/** '$75/hr'; null when the engineer has not set a rate. */
export function formatHourlyRate(rate: number | null | undefined): string | null {
  if (rate == null || !Number.isFinite(rate)) return null;
  const amount = Number.isInteger(rate) ? String(rate) : rate.toFixed(2);
  return `$${amount}/hr`;
}

/** The rating with one decimal; the profile default 5.0 when missing or not a number. */
export function formatRating(rating: string | number | null | undefined): string {
  const value = typeof rating === 'number' ? rating : Number.parseFloat(rating ?? '');
  if (!Number.isFinite(value)) return PROFILE_DEFAULTS.rating;
  return value.toFixed(1);
}

/** 'January 2025' for a member-since line; null for a missing or invalid date. */
export function formatMonthYear(iso: string | null | undefined): string | null {
  return formatIsoDate(iso, 'MMMM yyyy');
}

/** Green when available now, amber for a later start, slate when busy. */
export function availabilityTone(availability: string): 'green' | 'amber' | 'slate' {
  const value = availability.toLowerCase();
  if (value.startsWith('available now') || value === 'available') return 'green';
  if (value.startsWith('available')) return 'amber';
  return 'slate';
}

/** 'n review(s)'. */
export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}
