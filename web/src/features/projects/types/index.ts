import type { BUDGET_RANGES, CABINET_TYPES, DELIVERABLES, MATERIALS, TIMELINES } from '@/config/constants';
import type { ProjectStatus } from '@/lib/project-status';

export type CabinetType = (typeof CABINET_TYPES)[number];
export type BudgetRange = (typeof BUDGET_RANGES)[number];
export type ProjectTimeline = (typeof TIMELINES)[number];
export type MaterialType = (typeof MATERIALS)[number];
export type Deliverable = (typeof DELIVERABLES)[number];

/** 'cancelled' comes from the projects API; any other value is shown gray (spec section 3). */
export type { ProjectStatus };

/** A client or engineer as the projects service knows them (docs/dev-contract.md). */
export interface Party {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  isVerified?: boolean;
}

export type BidStatus = 'pending' | 'accepted' | 'declined';

export interface Bid {
  id: number;
  projectId: number;
  engineerId: number;
  engineer: Party;
  /** Decimal string, e.g. "1500.00". */
  amount: string;
  proposal: string;
  timeline: string;
  status: BidStatus;
  createdAt: string;
}

export interface Project {
  id: number;
  title: string;
  description: string;
  cabinetType: string;
  budgetRange: string;
  timeline: string;
  materialType: string;
  deliverables: string[];
  status: ProjectStatus;
  clientId: number;
  assignedEngineerId: number | null;
  /** The accepted bid's amount as a decimal string. */
  finalAmount: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  client: Party;
  assignedEngineer: Party | null;
  bidCount: number;
}

/** GET /api/my-projects adds the bids the caller may see. */
export interface MyProject extends Project {
  bids: Bid[];
}

export interface NewProject {
  title: string;
  description: string;
  cabinetType: CabinetType;
  budgetRange: BudgetRange;
  timeline: ProjectTimeline;
  materialType: MaterialType;
  deliverables: Deliverable[];
}

export interface NewBid {
  projectId: number;
  amount: number;
  proposal: string;
  timeline: string;
}

export interface AcceptedBid {
  bid: Bid;
  project: Project;
}

/** '' means no filter. */
export interface ProjectListParams {
  search: string;
  cabinetType: CabinetType | '';
  budgetRange: BudgetRange | '';
  materialType: MaterialType | '';
  page: number;
  pageSize: number;
}

export interface ProjectListPage {
  projects: Project[];
  /** From the X-Total-Count header: every match, not only this page. */
  total: number;
}

/** The signed-in user as the project screens need them (the auth feature's user has this shape). */
export interface Viewer {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  role: string;
  /** When the account was made (the dashboard welcomes a member who just registered). */
  createdAt?: string;
}

export * from './cut-list';
export * from './files';
export * from './milestones';
export * from './nesting';

/** POST /api/projects/{id}/invitations (issue 29 item 7). */
export interface Invitation {
  id: number;
  projectId: number;
  engineerId: number;
  createdAt: string;
}

/** GET /api/my-invitations: an invitation to a project still open. */
export interface ReceivedInvitation extends Invitation {
  projectTitle: string;
  clientName: string;
}
