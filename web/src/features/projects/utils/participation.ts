import type { Bid, Party, Project, Viewer } from '../types';
import type { MilestoneRole } from './milestones';

export function isProjectClient(project: Project, viewer: Viewer): boolean {
  return project.clientId === viewer.id;
}

export function isAssignedEngineer(project: Project, viewer: Viewer): boolean {
  return project.assignedEngineerId !== null && project.assignedEngineerId === viewer.id;
}

/** Open for bids: posted and not yet assigned (spec section 6). */
export function isOpenForBids(project: Project): boolean {
  return project.status === 'posted' && project.assignedEngineerId === null;
}

/** Spec section 4: only pending bids on a posted project, and only to the project's client. */
export function canAcceptBid(project: Project, bid: Bid, viewer: Viewer): boolean {
  return isProjectClient(project, viewer) && project.status === 'posted' && bid.status === 'pending';
}

/** Who may read the project's bids from the server: its client (all) and engineers (their own). */
export function canSeeBids(project: Project, viewer: Viewer): boolean {
  return isProjectClient(project, viewer) || viewer.role === 'engineer';
}

/**
 * Whom the viewer may message about the project (spec section 6, docs/dev-contract.md): the client talks to the
 * assigned engineer, or before assignment to each engineer who bid; an engineer talks to the client once assigned,
 * or before assignment after bidding. Empty when there is nobody to talk to yet.
 */
export function messagingPartners(project: Project, viewer: Viewer, bids: readonly Bid[]): Party[] {
  const assigned = project.assignedEngineerId !== null;
  if (isProjectClient(project, viewer)) {
    if (project.assignedEngineer) return [project.assignedEngineer];
    if (assigned) return [];
    const bidders = new Map(bids.map((bid) => [bid.engineerId, bid.engineer]));
    return [...bidders.values()];
  }
  if (isAssignedEngineer(project, viewer)) return [project.client];
  if (!assigned && bids.some((bid) => bid.engineerId === viewer.id)) return [project.client];
  return [];
}

/** The escrow payments concern the client and the assigned engineer, once a bid is accepted (in progress or completed). */
export function showsPayments(project: Project, viewer: Viewer): boolean {
  const accepted = project.status === 'in_progress' || project.status === 'completed';
  return accepted && (isProjectClient(project, viewer) || isAssignedEngineer(project, viewer));
}

export type BidPanelState =
  | 'can-bid'
  | 'already-bid'
  | 'needs-verification'
  | 'closed'
  /** Clients, admins and anyone else who does not bid. */
  | 'not-engineer';

/** What the side panel offers an engineer (spec section 6: verified, posted and unassigned, once per project). */
export function bidPanelState(project: Project, viewer: Viewer, ownBids: readonly Bid[], engineerVerified: boolean): BidPanelState {
  if (viewer.role !== 'engineer') return 'not-engineer';
  if (ownBids.some((bid) => bid.engineerId === viewer.id)) return 'already-bid';
  if (!isOpenForBids(project)) return 'closed';
  if (!engineerVerified) return 'needs-verification';
  return 'can-bid';
}

/**
 * Who sees the project's files: its client (reference files from the start) and the engineer of the accepted bid
 * (deliverables-api: everyone else gets 403).
 */
export function canSeeProjectFiles(project: Project, viewer: Viewer): boolean {
  return isProjectClient(project, viewer) || isAssignedEngineer(project, viewer);
}

/**
 * An admin who decides a dispute reads the stages and the files of an assigned project, without acting on them; the
 * server answers only while the project has an open dispute (403 otherwise, also once it is resolved, and the page
 * then shows nothing of them).
 */
export function looksIntoAsAdmin(project: Project, viewer: Viewer): boolean {
  return viewer.role === 'admin' && project.assignedEngineerId !== null && !isProjectClient(project, viewer);
}

/** The viewer's part in the milestones' review loop, once a bid is accepted; 'admin' reads it; null for anyone else. */
export function milestoneRole(project: Project, viewer: Viewer): MilestoneRole | null {
  if (showsPayments(project, viewer)) return isProjectClient(project, viewer) ? 'client' : 'engineer';
  return looksIntoAsAdmin(project, viewer) ? 'admin' : null;
}
