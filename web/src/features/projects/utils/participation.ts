import type { Bid, Party, Project, Viewer } from '../types';

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
 * The messaging partner (spec section 6): the assigned engineer for the client, the client for the
 * assigned engineer or an engineer who bid; null when there is nobody to talk to yet.
 */
export function messagingPartner(project: Project, viewer: Viewer, ownBids: readonly Bid[]): Party | null {
  if (isProjectClient(project, viewer)) return project.assignedEngineer;
  if (isAssignedEngineer(project, viewer) || ownBids.some((bid) => bid.engineerId === viewer.id)) return project.client;
  return null;
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
