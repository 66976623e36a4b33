import { useEffect } from 'react';
import { useDispatch } from 'react-redux';

import { api } from '@/lib/api-client';
import {
  adminStatsTag,
  disputesTag,
  myEngineerProfileTag,
  myProjectsTag,
  openProjectsTag,
  pendingEngineersTag,
  projectBidsTag,
  projectFilesTag,
  projectMilestonesTag,
  projectPaymentsTag,
  projectTag,
  supportMessagesTag,
  supportQueueTag,
  mySupportTag,
} from '@/lib/shared-tags';
import type { AppThunkDispatch } from '@/lib/store-types';

import type { AdminChange, ProjectChange, ServerFrame } from './protocol';
import { realtime } from './realtime-client';

type Tag = Parameters<typeof api.util.invalidateTags>[0][number];

const PROJECT_CHANGES: readonly ProjectChange[] = ['project', 'bids', 'files', 'milestones', 'payments', 'disputes', 'reviews'];
const ADMIN_CHANGES: readonly AdminChange[] = ['applications', 'disputes', 'support'];

/** The notification pages (the bell's list adds a live notification itself). */
export const notificationPagesTag = { type: 'Notification', id: 'PAGES' } as const;

/** The cached answers one kind of change of a project makes stale. */
function projectChangeTags(projectId: number, change: ProjectChange): Tag[] {
  switch (change) {
    case 'project':
      return [projectTag(projectId), openProjectsTag, myProjectsTag];
    case 'bids':
      // The project and the dashboard carry the bid count.
      return [projectBidsTag(projectId), projectTag(projectId), myProjectsTag];
    case 'files':
      // A file's preflight badge comes with the files.
      return [projectFilesTag(projectId)];
    case 'milestones':
      // The timeline comes with the milestones.
      return [projectMilestonesTag(projectId)];
    case 'payments':
      return [projectPaymentsTag(projectId)];
    case 'disputes':
      // A stage's dispute is shown by the Milestones card; admins see the list.
      return [projectMilestonesTag(projectId), disputesTag];
    case 'reviews':
      // Reviews are cached per engineer, whom the frame does not name.
      return ['Review'];
    default:
      return [];
  }
}

function adminChangeTags(change: AdminChange): Tag[] {
  switch (change) {
    case 'applications':
      return [pendingEngineersTag, adminStatsTag];
    case 'disputes':
      return [disputesTag, adminStatsTag];
    case 'support':
      return [supportQueueTag];
    default:
      return [];
  }
}

/** Notifications of a decision on the engineer's own verification (messaging's kinds). */
const VERIFICATION_KINDS = new Set(['application_approved', 'application_rejected', 'verification_revoked', 'certification_result']);

/** Every kind of cached answer a frame can make stale: what a reconnected socket asks for again. */
export const LIVE_TAG_TYPES = ['Project', 'Bid', 'ProjectFile', 'Milestone', 'ProjectPayment', 'Dispute', 'Review', 'PendingEngineer', 'AdminStats', 'Notification', 'SupportConversation', 'SupportMessage'] as const;

/**
 * The cache tags a server frame makes stale (issue 28's shared contract): a `project_update` names what changed of
 * its project (all of it when it names nothing, as an older server does), an `admin_update` what changed for admins.
 */
export function frameTags(frame: ServerFrame): Tag[] {
  switch (frame.type) {
    case 'project_update': {
      if (frame.projectId === undefined) return [...LIVE_TAG_TYPES];
      const projectId = frame.projectId;
      const changes = frame.changed?.length ? frame.changed : PROJECT_CHANGES;
      return changes.flatMap((change) => projectChangeTags(projectId, change));
    }
    case 'admin_update':
      return (frame.changed?.length ? frame.changed : ADMIN_CHANGES).flatMap(adminChangeTags);
    case 'notification':
      // An admin's decision on the engineer's verification changes what their own pages say about it.
      return VERIFICATION_KINDS.has(frame.notification?.kind ?? '') ? [notificationPagesTag, myEngineerProfileTag] : [notificationPagesTag];
    case 'support_message':
      return [supportMessagesTag(frame.message.conversationId), supportQueueTag, mySupportTag];
    case 'support_update':
      return [supportMessagesTag(frame.conversation.id), supportQueueTag, mySupportTag];
    default:
      return [];
  }
}

/** Keeps the cache live while mounted: each frame invalidates what it made stale, a reconnect everything. */
export function useLiveCache(): void {
  const dispatch = useDispatch<AppThunkDispatch>();
  useEffect(() => {
    const stopFrames = realtime.subscribe((frame) => {
      const tags = frameTags(frame);
      if (tags.length > 0) dispatch(api.util.invalidateTags(tags));
    });
    const stopReconnects = realtime.subscribeReconnect(() => dispatch(api.util.invalidateTags([...LIVE_TAG_TYPES])));
    return () => {
      stopFrames();
      stopReconnects();
    };
  }, [dispatch]);
}
