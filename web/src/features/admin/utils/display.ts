import { formatDistance, isValid, parseISO } from 'date-fns';

import { formatRating } from '@/lib/engineer-display';

import type { EngineerEntry } from '../types';

/** The engineer's name; their username while analytics has no name for them, else 'Engineer #id'. */
export function engineerLabel(engineer: Pick<EngineerEntry, 'userId' | 'name' | 'username'>): string {
  return engineer.name.trim() || engineer.username.trim() || `Engineer #${engineer.userId}`;
}

/** '1 project completed', '3 projects completed'. */
export function completedProjectsLabel(count: number): string {
  return `${count} ${count === 1 ? 'project' : 'projects'} completed`;
}

/** '4.8 ★' (the profile default 5.0 when the rating is unreadable). */
export function ratingLabel(rating: string | number | null | undefined): string {
  return `${formatRating(rating)} ★`;
}

/** The tab's label with the pending count once it is known: 'Engineer Management (3)'. */
export function engineerTabLabel(pendingCount: number | undefined): string {
  return pendingCount === undefined ? 'Engineer Management' : `Engineer Management (${pendingCount})`;
}

/** How long ago an activity happened ('5 minutes ago'); empty for an unreadable time. */
export function activityAge(occurredAt: string, now: Date = new Date()): string {
  const date = parseISO(occurredAt);
  return isValid(date) ? formatDistance(date, now, { addSuffix: true }) : '';
}
