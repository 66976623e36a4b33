import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

import { NOTIFICATIONS_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { notificationPagesTag, realtime } from '@/lib/realtime';

import type { AppNotification, NotificationFilter, NotificationList } from '../types';

const NOTIFICATIONS = { type: 'Notification', id: 'LIST' } as const;
const FILTERS: readonly NotificationFilter[] = ['all', 'unread'];

/**
 * GET /api/notifications' answer with its headers: `X-Unread-Count` (the member's unread total) and `X-Has-More`.
 * A server that sends neither is read from the list itself: its unread ones, and more when the page is full.
 */
export function toNotificationList(items: AppNotification[], meta: FetchBaseQueryMeta | undefined, limit?: number): NotificationList {
  const headers = meta?.response?.headers;
  const unreadHeader = Number.parseInt(headers?.get('X-Unread-Count') ?? '', 10);
  const hasMoreHeader = headers?.get('X-Has-More');
  return {
    items,
    unreadCount: Number.isFinite(unreadHeader) && unreadHeader >= 0 ? unreadHeader : items.filter((item) => !item.read).length,
    hasMore: hasMoreHeader ? hasMoreHeader === 'true' : limit !== undefined && items.length >= limit,
  };
}

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The bell: the newest notifications and the unread total; live `notification` frames are put in front. */
    getNotifications: build.query<NotificationList, void>({
      query: () => '/notifications',
      transformResponse: (items: AppNotification[], meta) => toNotificationList(items, meta),
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
          updateCachedData((list) => {
            if (list.items.some((item) => item.id === notification.id)) return;
            list.items.unshift(notification);
            if (!notification.read) list.unreadCount += 1;
          });
        });
        await cacheEntryRemoved;
        stop();
      },
    }),

    /** /notifications: pages of `NOTIFICATIONS_PAGE_SIZE`, each after the last id of the one before. */
    getNotificationPages: build.infiniteQuery<NotificationList, NotificationFilter, number | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => (lastPage.hasMore ? (lastPage.items.at(-1)?.id ?? undefined) : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/notifications',
        params: { limit: NOTIFICATIONS_PAGE_SIZE, ...(queryArg === 'unread' ? { unread: true } : {}), ...(pageParam === null ? {} : { before: pageParam }) },
      }),
      transformResponse: (items: AppNotification[], meta) => toNotificationList(items, meta, NOTIFICATIONS_PAGE_SIZE),
      providesTags: [notificationPagesTag],
    }),

    /** Callers mark only unread ones: shown as read at once (the bell's count drops), put back if the server refuses. */
    markNotificationRead: build.mutation<AppNotification, number>({
      query: (id) => ({ url: `/notifications/${id}/read`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patches = [
          dispatch(
            notificationsApi.util.updateQueryData('getNotifications', undefined, (list) => {
              const item = list.items.find((candidate) => candidate.id === id);
              if (item?.read) return;
              if (item) item.read = true;
              list.unreadCount = Math.max(0, list.unreadCount - 1);
            }),
          ),
          ...FILTERS.map((filter) =>
            dispatch(
              notificationsApi.util.updateQueryData('getNotificationPages', filter, (data) => {
                data.pages.forEach((page) => page.items.forEach((item) => (item.id === id ? (item.read = true) : undefined)));
              }),
            ),
          ),
        ];
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((patch) => patch.undo());
        }
      },
    }),

    /** 'Mark all read': every notification of the caller, the bell's count to 0. */
    markAllNotificationsRead: build.mutation<{ updated: number }, void>({
      query: () => ({ url: '/notifications/read-all', method: 'POST' }),
      invalidatesTags: [notificationPagesTag],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const patches = [
          dispatch(
            notificationsApi.util.updateQueryData('getNotifications', undefined, (list) => {
              list.items.forEach((item) => (item.read = true));
              list.unreadCount = 0;
            }),
          ),
          ...FILTERS.map((filter) =>
            dispatch(
              notificationsApi.util.updateQueryData('getNotificationPages', filter, (data) => {
                data.pages.forEach((page) => page.items.forEach((item) => (item.read = true)));
              }),
            ),
          ),
        ];
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((patch) => patch.undo());
        }
      },
    }),

    clearNotifications: build.mutation<void, void>({
      query: () => ({ url: '/notifications', method: 'DELETE' }),
      invalidatesTags: [notificationPagesTag],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(notificationsApi.util.upsertQueryData('getNotifications', undefined, { items: [], unreadCount: 0, hasMore: false }));
        } catch {
          // The bell's toast tells the user.
        }
      },
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useGetNotificationPagesInfiniteQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useClearNotificationsMutation,
} = notificationsApi;
