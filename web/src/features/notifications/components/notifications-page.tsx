import { BellOff, CheckCheck } from 'lucide-react';
import { useState } from 'react';

import { BusyButton } from '@/components/ui/busy-button';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { cn } from '@/lib/cn';

import { useGetNotificationPagesInfiniteQuery, useGetNotificationsQuery, useMarkAllNotificationsReadMutation } from '../api/notifications-api';
import { useOpenNotification } from '../hooks/use-open-notification';
import type { AppNotification, NotificationFilter } from '../types';
import { NotificationContent } from './notification-content';

const FILTER_LABELS: Record<NotificationFilter, string> = { all: 'All', unread: 'Unread' };

function FilterButtons({ filter, onChange }: { filter: NotificationFilter; onChange: (filter: NotificationFilter) => void }) {
  return (
    <div role="group" aria-label="Show" className="inline-flex rounded-lg border border-slate-200 p-0.5">
      {(Object.keys(FILTER_LABELS) as NotificationFilter[]).map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={filter === value}
          onClick={() => onChange(value)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-amber-600',
            filter === value ? 'bg-amber-100 text-amber-900' : 'text-slate-600 hover:bg-slate-50',
          )}
        >
          {FILTER_LABELS[value]}
        </button>
      ))}
    </div>
  );
}

function NotificationRow({ notification, onOpen }: { notification: AppNotification; onOpen: (notification: AppNotification) => void }) {
  return (
    <li>
      <button
        type="button"
        data-read={notification.read}
        onClick={() => onOpen(notification)}
        className={cn(
          'flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none focus-visible:ring-inset',
          notification.read ? 'opacity-70' : 'bg-amber-50/40',
        )}
      >
        <NotificationContent notification={notification} />
      </button>
    </li>
  );
}

/** /notifications: every notification, newest first, a page at a time ('Load more'), all or only the unread ones. */
export function NotificationsPage() {
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const { data, isLoading, error, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetNotificationPagesInfiniteQuery(filter);
  const { data: bell } = useGetNotificationsQuery();
  const open = useOpenNotification();
  const [markAllRead, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const readAll = useSubmitWithToast(markAllRead, { failureTitle: 'Failed to mark notifications read' });
  // A server that does not filter yet answers read ones too.
  const items = (data?.pages.flatMap((page) => page.items) ?? []).filter((item) => filter === 'all' || !item.read);

  let body;
  if (isLoading) body = <LoadingState label="Loading notifications" className="py-12" />;
  else if (!data) body = <ErrorState layout="card" title="We couldn't load your notifications" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (items.length === 0)
    body = (
      <div className="flex flex-col items-center gap-2 py-12 text-center">
        <BellOff aria-hidden="true" className="h-6 w-6 text-slate-300" />
        <p className="text-sm text-slate-500">{filter === 'unread' ? 'No unread notifications' : 'No notifications yet'}</p>
      </div>
    );
  else
    body = (
      <>
        <ul aria-label="Notifications" className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {items.map((notification) => (
            <NotificationRow key={notification.id} notification={notification} onOpen={open} />
          ))}
        </ul>
        {hasNextPage ? (
          <div className="mt-4 flex justify-center">
            <BusyButton variant="outline" busy={isFetchingNextPage} busyLabel="Loading more notifications" onClick={() => void fetchNextPage()}>
              Load more
            </BusyButton>
          </div>
        ) : null}
      </>
    );

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Notifications</h1>
        <div className="flex flex-wrap items-center gap-3">
          <FilterButtons filter={filter} onChange={setFilter} />
          {(bell?.unreadCount ?? 0) > 0 ? (
            <BusyButton variant="outline" size="sm" icon={CheckCheck} busy={markingAll} busyLabel="Marking all read" onClick={() => void readAll()}>
              Mark all read
            </BusyButton>
          ) : null}
        </div>
      </div>
      {body}
    </div>
  );
}
