/** What an engineer without reviews shows in place of a rating (issue 30 item 2: no reviews is no rating). */
export const NO_RATING_LABEL = 'New';

/**
 * The rating with one decimal; 'New' for an engineer without reviews (the API's null). A viewer whose plan hides
 * ratings gets no rating at all (`ratingsLocked`): callers show the upgrade prompt there, never this.
 */
export function formatRating(rating: string | number | null | undefined): string {
  const value = typeof rating === 'number' ? rating : Number.parseFloat(rating ?? '');
  if (!Number.isFinite(value)) return NO_RATING_LABEL;
  return value.toFixed(1);
}

/** Green when available now, amber for a later start, slate when busy. */
export function availabilityTone(availability: string): 'green' | 'amber' | 'slate' {
  const value = availability.toLowerCase();
  if (value.startsWith('available now') || value === 'available') return 'green';
  if (value.startsWith('available')) return 'amber';
  return 'slate';
}
