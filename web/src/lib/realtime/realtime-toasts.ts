import { useCallback } from 'react';

import { toast, type ToastInput } from '@/components/ui/toast';

import type { ServerFrame } from './protocol';
import { useRealtimeFrames } from './use-realtime';

/** The toast a server frame raises for the signed-in user (spec section 8), if any. */
export function realtimeToast(frame: ServerFrame, viewerId: number): ToastInput | null {
  switch (frame.type) {
    case 'new_message':
      // The sender's other tabs get their own messages too: no toast for those.
      if (frame.message.senderId === viewerId) return null;
      return { title: 'New Message', description: `From ${frame.message.sender.firstName} ${frame.message.sender.lastName}` };
    case 'project_update':
      return { title: 'Project Update', description: frame.message };
    case 'notification':
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

/** Raises the realtime toasts while the user is signed in. */
export function useRealtimeToasts(viewerId: number | null): void {
  const onFrame = useCallback(
    (frame: ServerFrame) => {
      const input = viewerId === null ? null : realtimeToast(frame, viewerId);
      if (input) toast(input);
    },
    [viewerId],
  );
  useRealtimeFrames(onFrame);
}
