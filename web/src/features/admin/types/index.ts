import type { ProjectStatus } from '@/lib/project-status';

/**
 * An engineer as analytics' projection knows them (services/analytics/openapi.yaml, EngineerEntry). `name` is empty
 * until analytics has seen the user's registration.
 */
export interface EngineerEntry {
  userId: number;
  name: string;
  username: string;
  registeredAt: string | null;
  verifiedAt: string | null;
  completedProjects: number;
}

export interface RecentProject {
  id: number;
  title: string;
  cabinetType: string;
  budgetRange: string;
  timeline: string | null;
  status: ProjectStatus;
  postedAt: string;
}

export type ActivityKind = 'signup' | 'approval' | 'project' | 'bid_accepted' | 'completion' | 'payment';

export interface ActivityEntry {
  kind: ActivityKind;
  text: string;
  occurredAt: string;
}

/** GET /api/admin/stats. */
export interface AdminStats {
  /** Verified engineers. */
  activeEngineers: number;
  /** Projects in progress. */
  activeProjects: number;
  totalProjects: number;
  /** Completed of all projects, a rounded percent (0 without projects). */
  completionRate: number;
  /** Every engineer waiting for approval (`count`), and the 5 waiting longest. */
  pendingEngineers: { count: number; first: EngineerEntry[] };
  /** The 5 verified most recently. */
  verifiedEngineers: EngineerEntry[];
  /** The 5 newest. */
  recentProjects: RecentProject[];
  /** The 20 newest lines. */
  recentActivity: ActivityEntry[];
}

export interface PendingEngineersParams {
  page: number;
  pageSize: number;
}

/** GET /api/admin/pending-engineers: every pending application, oldest first, a page at a time. */
export interface PendingEngineersPage {
  engineers: EngineerEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/** The parts of the public engineer profile (GET /api/engineer-profile/{userId}) the verified list shows. */
export interface EngineerProfileSummary {
  userId: number;
  rating: string;
  reviewCount: number;
  availability: string;
  completedProjects: number;
  isVerified: boolean;
}
