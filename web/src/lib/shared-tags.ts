import { api } from './api-client';
import type { AppThunkDispatch } from './store-types';

/**
 * Cache tags that more than one feature names. Features do not import each other, so a feature whose mutation changes
 * what another feature shows (approving a milestone moves billing's money) invalidates the other's tag through here;
 * both sides build the tag with the same function, so its id cannot drift.
 */

/** GET /api/projects/{id} (projects): the project itself, its status, progress and bid count. */
export const projectTag = (id: number) => ({ type: 'Project' as const, id });

/** GET /api/projects: the open-projects browse list. */
export const openProjectsTag = { type: 'Project', id: 'LIST' } as const;

/** GET /api/my-projects: the caller's dashboard list. */
export const myProjectsTag = { type: 'Project', id: 'MINE' } as const;

/** GET /api/projects/{projectId}/bids (projects): the bids of one project (each bid also has its own tag). */
export const projectBidsTag = (projectId: number) => ({ type: 'Bid' as const, id: `project-${projectId}` });

/** GET /api/admin/disputes (admin): every milestone dispute. */
export const disputesTag = { type: 'Dispute', id: 'LIST' } as const;

/** GET /api/admin/pending-engineers (admin): the applications waiting for a decision. */
export const pendingEngineersTag = { type: 'PendingEngineer', id: 'LIST' } as const;

/** GET /api/admin/stats (admin): the dashboard's counts of pending applications and open disputes. */
export const adminStatsTag = { type: 'AdminStats', id: 'CURRENT' } as const;

/** GET /api/project-payments/{projectId} (billing): the project's three escrow stages. */
export const projectPaymentsTag = (projectId: number) => ({ type: 'ProjectPayment' as const, id: projectId });

/** GET /api/projects/{projectId}/milestones (projects): the stages' review loop and timeline. */
export const projectMilestonesTag = (projectId: number) => ({ type: 'Milestone' as const, id: projectId });

/** GET /api/projects/{projectId}/files (projects): every version of the project's files. */
export const projectFilesTag = (projectId: number) => ({ type: 'ProjectFile' as const, id: projectId });

/** What a milestone's state change touches: the stages, the files' submission state and the escrow money. */
export const milestoneChangeTags = (projectId: number) => [projectMilestonesTag(projectId), projectFilesTag(projectId), projectPaymentsTag(projectId)];

/**
 * Billing moves the money of an approved or resolved stage when it reads the projects service's event, a moment
 * after the call that approved it answered: the payments are asked for again after these pauses, a few times only
 * (the app does not poll).
 */
export const PAYMENTS_FOLLOW_UP_DELAYS_MS = [1500, 4000] as const;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Once `answered` succeeds, refreshes the project's payments after each of PAYMENTS_FOLLOW_UP_DELAYS_MS. */
export async function followPaymentsAfter(dispatch: AppThunkDispatch, projectId: number, answered: Promise<unknown>): Promise<void> {
  try {
    await answered;
  } catch {
    return; // Refused: no money moved.
  }
  for (const delay of PAYMENTS_FOLLOW_UP_DELAYS_MS) {
    await pause(delay);
    dispatch(api.util.invalidateTags([projectPaymentsTag(projectId)]));
  }
}

/** GET /api/admin/support/conversations (admin): the support queue. */
/** The signed-in engineer's own profile (its verification standing: applicationStatus, certificationStatus). */
export const myEngineerProfileTag = { type: 'Engineer', id: 'ME' } as const;

export const supportQueueTag = { type: 'SupportConversation', id: 'QUEUE' } as const;

/** GET /api/support/conversations/mine: the caller's own support conversation. */
export const mySupportTag = { type: 'SupportConversation', id: 'MINE' } as const;

/** GET /api/support/conversations/{id}/messages: one support conversation's messages (member, visitor or admin). */
export const supportMessagesTag = (conversationId: number) => ({ type: 'SupportMessage' as const, id: conversationId });
