import { formatCount, plural } from '@/lib/plural';

import type { PlatformFigures } from '../types/platform-figures';

export interface PlatformStat {
  value: string;
  label: string;
}

/** '120+': the API's counts are already rounded down, so "at least" is what they say. */
const atLeast = (count: number): string => `${formatCount(count)}+`;

/**
 * "CabinetWorks in Numbers" from the live figures, leaving out each one the platform has too little data for (null);
 * empty when none is known yet.
 */
export function platformStats(figures: PlatformFigures | undefined): PlatformStat[] {
  if (!figures) return [];
  const stats: PlatformStat[] = [];
  if (figures.projectsPosted !== null) stats.push({ value: atLeast(figures.projectsPosted), label: 'Projects posted' });
  if (figures.verifiedEngineers !== null) stats.push({ value: atLeast(figures.verifiedEngineers), label: 'Verified engineers' });
  if (figures.satisfactionPercent !== null) {
    stats.push({ value: `${figures.satisfactionPercent}%`, label: 'Of reviews give 4 stars or more' });
  }
  if (figures.medianDeliveryDays !== null) {
    stats.push({ value: plural(figures.medianDeliveryDays, 'day'), label: 'Median time from accepted bid to completion' });
  }
  return stats;
}
