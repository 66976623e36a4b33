import { PROFILE_DEFAULTS } from '@/config/constants';

/** The rating with one decimal; the profile default 5.0 when missing or not a number. */
export function formatRating(rating: string | number | null | undefined): string {
  const value = typeof rating === 'number' ? rating : Number.parseFloat(rating ?? '');
  if (!Number.isFinite(value)) return PROFILE_DEFAULTS.rating;
  return value.toFixed(1);
}

/** Green when available now, amber for a later start, slate when busy. */
export function availabilityTone(availability: string): 'green' | 'amber' | 'slate' {
  const value = availability.toLowerCase();
  if (value.startsWith('available now') || value === 'available') return 'green';
  if (value.startsWith('available')) return 'amber';
  return 'slate';
}
