import type { MasteryAttempt, MasteryStanding } from '../types';

export interface CertificationSummary {
  label: string;
  detail: string;
  certified: boolean;
}

/** The certification figure of the page: the status, and the best passed percentage (or the profile's score). */
export function certificationSummary(standing: MasteryStanding, attempts: readonly MasteryAttempt[]): CertificationSummary {
  const best = attempts
    .filter((attempt) => attempt.passed === true && attempt.percentage !== null)
    .reduce<number | null>((top, attempt) => Math.max(top ?? 0, attempt.percentage ?? 0), null);
  switch (standing.certificationStatus) {
    case 'certified':
      return {
        label: 'Certified',
        detail: best !== null ? `Passed with ${Math.round(best)}%` : standing.certificationScore !== null ? `Score ${standing.certificationScore}` : 'Passed',
        certified: true,
      };
    case 'failed':
      return { label: 'Not passed yet', detail: 'You can retake the test', certified: false };
    default:
      return { label: 'Not certified', detail: 'Take the test to earn experience', certified: false };
  }
}

/** '4.9 from 12 reviews', or 'No reviews yet'. */
export function ratingSummary(standing: Pick<MasteryStanding, 'rating' | 'reviewCount'>): string {
  if (standing.reviewCount === 0 || standing.rating === null) return 'No reviews yet';
  const rating = Number.parseFloat(standing.rating);
  const shown = Number.isFinite(rating) ? rating.toFixed(1) : standing.rating;
  return `${shown} from ${standing.reviewCount} ${standing.reviewCount === 1 ? 'review' : 'reviews'}`;
}
