import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { safeRedirectPath } from '@/config/paths';

import { useMarkNotificationReadMutation } from '../api/notifications-api';
import type { AppNotification } from '../types';

/** Opening a notification marks it read and goes to what it is about (its `link`), when it names a place. */
export function useOpenNotification(): (notification: AppNotification) => void {
  const navigate = useNavigate();
  const [markRead] = useMarkNotificationReadMutation();
  return useCallback(
    (notification: AppNotification) => {
      if (!notification.read) void markRead(notification.id);
      // Only an in-app path is followed.
      const link = safeRedirectPath(notification.link);
      if (link) void navigate(link);
    },
    [markRead, navigate],
  );
}
