import { formatIsoDate } from '@/lib/date-time';
import { formatMoney } from '@/lib/money';
import { plural } from '@/lib/plural';
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

/** '$75.00/hr'; null when the engineer has not set a rate. */
export function formatHourlyRate(rate: number | null | undefined): string | null {
  if (rate == null || !Number.isFinite(rate)) return null;
  return `${formatMoney(rate)}/hr`;
}

// Shared with the admin dashboard's verified engineers.
export { availabilityTone, formatRating } from '@/lib/engineer-display';

/** 'January 2025' for a member-since line; null for a missing or invalid date. */
export function formatMonthYear(iso: string | null | undefined): string | null {
  return formatIsoDate(iso, 'MMMM yyyy');
}

/** '1 review', '2 reviews'. */
export function reviewCountLabel(count: number): string {
  return plural(count, 'review');
}

/** '1 project completed', '12 projects completed'. */
export function completedProjectsLabel(count: number): string {
  return `${plural(count, 'project')} completed`;
}
