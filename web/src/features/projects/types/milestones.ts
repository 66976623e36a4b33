/** The milestones' review loop: each stage's state, submissions and dispute, and the project's timeline. */
import type { DisputeOutcome, DisputeRecord, MilestoneStage } from '@/lib/disputes';

export type { DisputeOutcome, MilestoneStage };

export type MilestoneState = 'pending' | 'funded' | 'submitted' | 'changes_requested' | 'approved' | 'disputed' | 'resolved';

/** A file as a submission froze it, with what its preflight found (the counts are null for a file that is not a DXF,
 * or when its report does not tell). */
export interface SubmittedFile {
  id: number;
  name: string;
  version: number;
  sha256: string;
  preflightStatus?: 'pass' | 'fail' | 'error' | null;
  preflightWaived?: boolean;
  partCount?: number | null;
  sheets?: number | null;
  /** 0..1. */
  utilisation?: number | null;
  /** open_contour findings. */
  openContours?: number | null;
  fitsSheet?: boolean | null;
}

export interface Submission {
  revision: number;
  note: string;
  submittedAt: string;
  files: SubmittedFile[];
  /** The delivery checked as a set, in one line: "14 parts, all closed, fit 1220 × 2440, 3 sheets at 81 % yield". */
  verdict?: string;
  changesRequested: { note: string; requestedAt: string } | null;
}

export interface MilestoneDispute extends DisputeRecord {
  id: number;
  /** The user id of the participant who opened it. */
  openedBy: number;
}

export interface Milestone {
  stage: MilestoneStage;
  position: number;
  state: MilestoneState;
  /** Change requests so far. */
  revisionsUsed: number;
  fundedAt: string | null;
  /** Its payment went to the engineer at once (a project accepted on a plan without escrow): nothing is held, so
   * approving releases nothing and it cannot be disputed. */
  paidDirectly: boolean;
  submittedAt: string | null;
  approvedAt: string | null;
  /** While submitted: when the stage approves itself. */
  autoApproveAt: string | null;
  submissions: Submission[];
  dispute: MilestoneDispute | null;
}

/** funded, submitted, changes_requested, approved, auto_approved, disputed, resolved, released, refunded, preflight_waived. */
export type TimelineKind = string;

export interface TimelineEntry {
  at: string;
  stage: MilestoneStage;
  kind: TimelineKind;
  actorId: number | null;
  text: string;
}

/** GET /api/projects/{id}/milestones, and the answer of every milestone action. */
export interface ProjectMilestones {
  projectId: number;
  maxRevisions: number;
  autoApproveDays: number;
  /** Always the three stages, in order. */
  milestones: Milestone[];
  /** Oldest first. */
  timeline: TimelineEntry[];
}

export interface StageRef {
  projectId: number;
  stage: MilestoneStage;
}

export interface SubmitDelivery extends StageRef {
  fileIds: number[];
  note: string;
}

export interface StageNote extends StageRef {
  note: string;
}

export interface StageDispute extends StageRef {
  reason: string;
}
