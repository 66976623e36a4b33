import { useCallback } from 'react';

import { toast, type ToastInput } from '@/components/ui/toast';
import { isChatShown } from '@/lib/chats-in-view';

import type { ServerFrame } from './protocol';
import { useRealtimeFrames } from './use-realtime';

/** The signed-in user as far as toasts care. */
export interface ToastViewer {
  id: number;
  role: string;
}

/**
 * Notifications of what the member just did on the page (paid, finished the certification test), which the page's
 * own toast already announces; one toast shows at a time, so theirs would replace it. The bell keeps them.
 */
const OWN_ACTION_KINDS = new Set(['payment_succeeded', 'certification_result']);

/** The toast a server frame raises for the signed-in user (spec section 8), if any. */
export function realtimeToast(frame: ServerFrame, viewer: ToastViewer): ToastInput | null {
  switch (frame.type) {
    case 'new_message':
      // The sender's other tabs get their own messages too: no toast for those.
      if (frame.message.senderId === viewer.id) return null;
      // Nor for the chat the member is reading: the message appears in it.
      if (isChatShown(frame.message.projectId ?? 0, frame.message.senderId)) return null;
      return { title: 'New Message', description: `From ${frame.message.sender.firstName} ${frame.message.sender.lastName}` };
    case 'project_update':
      // Every project change (accepting a bid, completing, cancelling) is the client's own action, which its own
      // toast already confirms; the update is news to the engineer.
      if (viewer.role === 'client' || !frame.message) return null;
      return { title: 'Project Update', description: frame.message };
    case 'notification':
      if (frame.notification?.kind && OWN_ACTION_KINDS.has(frame.notification.kind)) return null;
      return {
        title: frame.title || 'Notification',
        description: frame.message,
        variant: frame.notificationType === 'error' ? 'destructive' : 'default',
      };
    case 'error':
      return { title: 'Connection Error', description: frame.message, variant: 'destructive' };
    default:
      return null;
  }
}

/** Raises the realtime toasts while a user is signed in (null: signed out). */
export function useRealtimeToasts(viewer: ToastViewer | null): void {
  const viewerId = viewer?.id ?? null;
  const role = viewer?.role ?? null;
  const onFrame = useCallback(
    (frame: ServerFrame) => {
      const input = viewerId === null || role === null ? null : realtimeToast(frame, { id: viewerId, role });
      if (input) toast(input);
    },
    [viewerId, role],
  );
  useRealtimeFrames(onFrame);
}
