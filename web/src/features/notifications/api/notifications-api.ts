import { api } from '@/lib/api-client';
import { realtime } from '@/lib/realtime';

import type { AppNotification } from '../types';

const NOTIFICATIONS = { type: 'Notification', id: 'LIST' } as const;

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's notifications, newest first; live `notification` frames are put in front. */
    getNotifications: build.query<AppNotification[], void>({
      query: () => '/notifications',
      providesTags: [NOTIFICATIONS],
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved, updateCachedData }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // removed before the list arrived
        }
        const stop = realtime.subscribe((frame) => {
          const notification = frame.type === 'notification' ? frame.notification : undefined;
          if (!notification) return;
          updateCachedData((items) => {
            if (!items.some((item) => item.id === notification.id)) items.unshift(notification);
          });
        });
        await cacheEntryRemoved;
        stop();
      },
    }),

    /** Shown as read at once; put back if the server refuses. */
    markNotificationRead: build.mutation<AppNotification, number>({
      query: (id) => ({ url: `/notifications/${id}/read`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (items) => {
            const item = items.find((candidate) => candidate.id === id);
            if (item) item.read = true;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),

    clearNotifications: build.mutation<void, void>({
      query: () => ({ url: '/notifications', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(notificationsApi.util.upsertQueryData('getNotifications', undefined, []));
        } catch {
          // The bell's toast tells the user.
        }
      },
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationReadMutation, useClearNotificationsMutation } = notificationsApi;
