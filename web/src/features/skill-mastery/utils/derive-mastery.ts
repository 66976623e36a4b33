import { BADGE_DEFINITIONS } from '../data/badges';
import type { ActivityEntry, BadgeRequirement, Mastery, MasteryAttempt, MasteryInput, MasteryProject, MasteryReview, Skill, SkillBadge } from '../types';
import { levelFromExperience } from './levels';

/** Experience per event: a completed project, each star of a review, each percent of a passed certification test. */
export const EXPERIENCE_REWARDS = {
  projectCompletion: 500,
  perReviewStar: 100,
  perCertificationPercent: 20,
} as const;

/** Every completed project and the certification grow this one. */
export const OVERALL_SKILL = 'Cabinet Engineering';
/** Every review grows this one. */
export const SATISFACTION_SKILL = 'Client Satisfaction';

const byDateAscending = (a: { date: string }, b: { date: string }) => Date.parse(a.date) - Date.parse(b.date);

/** The engineer's completed projects, each with the date it was completed. */
function completedProjects({ engineerId, projects }: MasteryInput): Array<MasteryProject & { date: string }> {
  return projects
    .filter((project) => project.status === 'completed' && project.assignedEngineerId === engineerId)
    .map((project) => ({ ...project, date: project.completedAt ?? project.updatedAt }));
}

const passedAttempts = (attempts: readonly MasteryAttempt[]) =>
  attempts
    .filter((attempt): attempt is MasteryAttempt & { submittedAt: string; percentage: number } =>
      attempt.passed === true && attempt.submittedAt !== null && attempt.percentage !== null,
    )
    .map((attempt) => ({ ...attempt, date: attempt.submittedAt }));

/** What earned experience: completed projects, passed certification tests and reviews, newest first. */
export function deriveActivity(input: MasteryInput): ActivityEntry[] {
  const completed = completedProjects(input);
  const projectsById = new Map(input.projects.map((project) => [project.id, project]));
  const entries: ActivityEntry[] = [
    ...completed.map((project) => ({
      id: `project-${project.id}`,
      type: 'project_completion' as const,
      description: 'Completed',
      projectTitle: project.title,
      experienceGained: EXPERIENCE_REWARDS.projectCompletion,
      skillsAffected: [project.cabinetType, OVERALL_SKILL],
      date: project.date,
    })),
    ...passedAttempts(input.attempts).map((attempt) => ({
      id: `certification-${attempt.id}`,
      type: 'certification' as const,
      description: `Passed the certification test with ${Math.round(attempt.percentage)}%`,
      experienceGained: Math.round(attempt.percentage) * EXPERIENCE_REWARDS.perCertificationPercent,
      skillsAffected: [OVERALL_SKILL],
      date: attempt.date,
    })),
    ...input.reviews.map((review: MasteryReview) => {
      const project = projectsById.get(review.projectId);
      return {
        id: `review-${review.id}`,
        type: 'review' as const,
        description: `Received a ${review.rating}-star review${project ? ' on' : ''}`,
        ...(project ? { projectTitle: project.title } : {}),
        experienceGained: review.rating * EXPERIENCE_REWARDS.perReviewStar,
        skillsAffected: project ? [project.cabinetType, SATISFACTION_SKILL] : [SATISFACTION_SKILL],
        date: review.createdAt,
      };
    }),
  ];
  return entries.sort((a, b) => byDateAscending(b, a) || a.id.localeCompare(b.id));
}

const skillId = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Each skill's experience is the sum of the activity that affected it; highest level first, then by name. */
export function deriveSkills(activity: readonly ActivityEntry[]): Skill[] {
  const experience = new Map<string, number>();
  for (const entry of activity) {
    for (const name of entry.skillsAffected) experience.set(name, (experience.get(name) ?? 0) + entry.experienceGained);
  }
  return [...experience]
    .map(([name, total]) => ({ id: skillId(name), name, ...levelFromExperience(total) }))
    .sort((a, b) => b.currentLevel - a.currentLevel || b.currentExperience - a.currentExperience || a.name.localeCompare(b.name));
}

/** When a requirement was first met, or null. */
function earnedAt(requirement: BadgeRequirement, input: MasteryInput): string | null {
  switch (requirement.kind) {
    case 'completed-projects': {
      const completed = completedProjects(input).sort(byDateAscending);
      return completed[requirement.count - 1]?.date ?? null;
    }
    case 'certified': {
      const first = passedAttempts(input.attempts).sort(byDateAscending)[0];
      if (first) return first.date;
      return input.standing.certificationStatus === 'certified' ? (input.standing.certificationDate ?? null) : null;
    }
    case 'certification-percentage': {
      const first = passedAttempts(input.attempts)
        .filter((attempt) => attempt.percentage >= requirement.percentage)
        .sort(byDateAscending)[0];
      return first?.date ?? null;
    }
    case 'review-rating': {
      const reviews = input.reviews.filter((review) => review.rating >= requirement.rating).map((review) => ({ date: review.createdAt }));
      return reviews.sort(byDateAscending)[0]?.date ?? null;
    }
    case 'average-rating': {
      const reviews = input.reviews.map((review) => ({ rating: review.rating, date: review.createdAt })).sort(byDateAscending);
      let stars = 0;
      for (const [index, review] of reviews.entries()) {
        stars += review.rating;
        if (index + 1 >= requirement.reviews && stars / (index + 1) >= requirement.average) return review.date;
      }
      return null;
    }
  }
}

export function deriveBadges(input: MasteryInput): SkillBadge[] {
  return BADGE_DEFINITIONS.map(({ requirement, ...badge }) => ({ ...badge, earnedAt: earnedAt(requirement, input) }));
}

/** The engineer's levels, badges and activity, all worked out from their own projects, reviews and certification. */
export function deriveMastery(input: MasteryInput): Mastery {
  const activity = deriveActivity(input);
  return {
    skills: deriveSkills(activity),
    badges: deriveBadges(input),
    activity,
    totalExperience: activity.reduce((sum, entry) => sum + entry.experienceGained, 0),
  };
}
