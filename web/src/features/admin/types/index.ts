import type { DisputeOutcome, DisputeRecord } from '@/lib/disputes';
import type { PageInfo, PageParams } from '@/lib/pagination';
import type { ProjectStatus } from '@/lib/project-status';

/** GET /api/admin/engineers/{userId}/certification-attempts entries, newest first: the engineer's own list. */
export type { CertificationAttempt, CertificationAttemptStatus } from '@/lib/certification-attempts';

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

/** Whom an application is from, as the approve and reject buttons name them. */
export type Applicant = Pick<EngineerEntry, 'userId' | 'name' | 'username'>;

export interface RecentProject {
  id: number;
  title: string;
  cabinetType: string;
  budgetRange: string;
  timeline: string | null;
  status: ProjectStatus;
  postedAt: string;
}

export type ActivityKind = 'signup' | 'approval' | 'rejection' | 'revocation' | 'project' | 'bid_accepted' | 'completion' | 'payment';

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

export interface PendingEngineersParams extends PageParams {
  /** Only the applications whose name or username contains this (any case); '' or absent for all. */
  search?: string;
}

/** GET /api/admin/pending-engineers: every pending application, oldest first, a page at a time. */
export interface PendingEngineersPage extends PageInfo {
  engineers: EngineerEntry[];
}

/**
 * Where an engineer's application stands (services/auth/openapi.yaml): rejected until they save their profile again;
 * revoked (an admin withdrew the verification) until an admin approves them again.
 */
export type ApplicationStatus = 'pending' | 'verified' | 'rejected' | 'revoked';

/**
 * The parts of the engineer profile (GET /api/engineer-profile/{userId}) the dashboard and the review panel show.
 * `applicationStatus` and `rejectionReason` are only there for the engineer themself and admins.
 */
export interface EngineerProfileSummary {
  userId: number;
  user?: { id: number; username: string; firstName: string; lastName: string };
  /** null while the engineer has no reviews ('New'). */
  rating: string | null;
  reviewCount: number;
  availability: string;
  completedProjects: number;
  isVerified: boolean;
  certificationStatus?: 'pending' | 'failed' | 'certified' | 'revoked';
  certificationScore?: number | null;
  certificationDate?: string | null;
  applicationStatus?: ApplicationStatus;
  rejectionReason?: string | null;
}

/**
 * POST /api/admin/engineers/{userId}/reject (why the application is turned down) and .../revoke (why the verification
 * is withdrawn): the reason, trimmed, 1 to 1000 characters.
 */
export interface RejectEngineerInput {
  userId: number;
  reason: string;
}

/** One entry of an engineer's audit trail (GET /api/admin/engineers/{userId}/decisions). */
export interface EngineerDecision {
  decision: 'approved' | 'rejected' | 'revoked';
  /** Why it was rejected or revoked; null for an approval. */
  reason: string | null;
  /** Null for the platform's own decision (a verification given before a passed test was the rule, withdrawn). */
  admin: { id: number; username: string } | null;
  decidedAt: string;
}

export interface EngineerDecisions {
  /** Newest first. */
  decisions: EngineerDecision[];
}

/** A participant as the dispute list names them. */
export interface DisputeParty {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  role: string;
}

export type { DisputeOutcome };

/** One dispute of GET /api/admin/disputes (open first, then resolved; newest first). */
export interface AdminDispute extends DisputeRecord {
  id: number;
  projectId: number;
  projectTitle: string;
  /** down_payment, milestone or final_payment. */
  stage: string;
  openedBy: DisputeParty;
}

/** GET /api/admin/disputes: a page of every dispute; total counts them all, openCount those not resolved yet. */
export interface AdminDisputes extends PageInfo {
  disputes: AdminDispute[];
  openCount: number;
}

/** POST /api/admin/disputes/{id}/resolve: engineerPercent (1-99) only for a split; note 0-2000 characters. */
export interface ResolveDisputeInput {
  disputeId: number;
  /** The dispute's project, whose milestones and payments change. */
  projectId: number;
  outcome: DisputeOutcome;
  engineerPercent?: number;
  note: string;
}
