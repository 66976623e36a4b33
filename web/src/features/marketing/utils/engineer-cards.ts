import { formatMoney } from '@/lib/money';

/** What the landing page shows of a directory engineer (the engineers feature's EngineerProfile has this shape). */
export interface FeaturedEngineer {
  userId: number;
  user: { username: string; firstName: string | null; lastName: string | null; location: string | null };
  bio: string;
  /** Left out when the engineer's plan shows no rate. */
  hourlyRate?: number | null;
  softwareSkills: string[];
  /**
   * A numeric string, e.g. '4.9'; null without reviews (issue 30 item 2); left out when the viewer's plan shows no
   * ratings (issue 29 item 6).
   */
  rating?: string | null;
  /** How many reviews the rating averages. */
  reviewCount?: number;
  completedProjects: number;
  isVerified: boolean;
}

const ratingValue = (engineer: FeaturedEngineer): number => {
  const value = Number.parseFloat(engineer.rating ?? '');
  return Number.isFinite(value) ? value : 0;
};

/**
 * The `count` best-rated verified engineers, ranked as the directory ranks them: those with reviews before those
 * without (who have no rating), then by rating, then by how many reviews back it; ties keep the directory's
 * order (the sort is stable).
 */
export function topVerifiedEngineers<Engineer extends FeaturedEngineer>(engineers: readonly Engineer[], count: number): Engineer[] {
  return engineers
    .filter((engineer) => engineer.isVerified)
    .sort(
      (a, b) =>
        Number((b.reviewCount ?? 0) > 0) - Number((a.reviewCount ?? 0) > 0) ||
        ratingValue(b) - ratingValue(a) ||
        (b.reviewCount ?? 0) - (a.reviewCount ?? 0),
    )
    .slice(0, count);
}

/** '1 project completed', '12 projects completed'. */
export function projectsCompletedLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'project' : 'projects'} completed`;
}

/** '$75.00/hr'; null when the engineer has not set a rate. */
export function hourlyRateLabel(rate: number | null | undefined): string | null {
  if (rate == null || !Number.isFinite(rate)) return null;
  return `${formatMoney(rate)}/hr`;
}
