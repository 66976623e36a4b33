/** A skill as the page shows it (spec section 3). */
export interface Skill {
  id: string;
  name: string;
  currentLevel: number;
  /** Experience gained within the current level. */
  currentExperience: number;
  /** Experience the current level needs before the next one. */
  experienceForNextLevel: number;
  maxLevel: number;
}

export type BadgeRarity = 'common' | 'uncommon' | 'rare' | 'epic' | 'legendary';

export type BadgeIcon = 'hammer' | 'briefcase' | 'trophy' | 'award' | 'target' | 'star' | 'crown';

/** What earns a badge, checked against the engineer's own record. */
export type BadgeRequirement =
  | { kind: 'completed-projects'; count: number }
  | { kind: 'certified' }
  | { kind: 'certification-percentage'; percentage: number }
  | { kind: 'review-rating'; rating: number }
  | { kind: 'average-rating'; reviews: number; average: number };

export interface BadgeDefinition {
  id: string;
  name: string;
  description: string;
  icon: BadgeIcon;
  rarity: BadgeRarity;
  requirement: BadgeRequirement;
}

export interface SkillBadge extends Omit<BadgeDefinition, 'requirement'> {
  /** When it was earned; null while locked. */
  earnedAt: string | null;
}

export type ActivityType = 'project_completion' | 'certification' | 'review';

export interface ActivityEntry {
  id: string;
  type: ActivityType;
  /** What happened, e.g. 'Completed' or 'Passed the certification test with 90%'; the project's title follows, if any. */
  description: string;
  /** The title of the project it was about (user text, shown quoted after the description). */
  projectTitle?: string;
  experienceGained: number;
  skillsAffected: string[];
  /** ISO date-time. */
  date: string;
}

/** A project of GET /api/my-projects, as far as skill mastery reads it. */
export interface MasteryProject {
  id: number;
  title: string;
  cabinetType: string;
  status: string;
  assignedEngineerId: number | null;
  completedAt: string | null;
  updatedAt: string;
}

/** A review of GET /api/engineers/{id}/reviews. */
export interface MasteryReview {
  id: number;
  rating: number;
  createdAt: string;
  projectId: number;
}

/** A certification attempt of GET /api/certification/attempts. */
export interface MasteryAttempt {
  id: number;
  status: string;
  percentage: number | null;
  passed: boolean | null;
  submittedAt: string | null;
}

/** The engineer's own profile (GET /api/engineer-profile), as far as the page shows it. */
export interface MasteryStanding {
  certificationStatus: 'pending' | 'failed' | 'certified' | 'revoked';
  certificationScore: number | null;
  certificationDate: string | null;
  /** null without reviews. */
  rating: string | null;
  reviewCount: number;
  completedProjects: number;
}

/** Everything the levels, badges and activity are worked out from. */
export interface MasteryInput {
  engineerId: number;
  standing: MasteryStanding;
  projects: readonly MasteryProject[];
  reviews: readonly MasteryReview[];
  attempts: readonly MasteryAttempt[];
}

export interface Mastery {
  /** Highest level first; empty while the engineer has no experience yet. */
  skills: Skill[];
  badges: SkillBadge[];
  /** Newest first. */
  activity: ActivityEntry[];
  totalExperience: number;
}
