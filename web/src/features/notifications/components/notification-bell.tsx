import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell, BellOff } from 'lucide-react';
import { Link } from 'react-router';

import { LoadingState } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { cn } from '@/lib/cn';

import { useClearNotificationsMutation, useGetNotificationsQuery, useMarkAllNotificationsReadMutation } from '../api/notifications-api';
import { useOpenNotification } from '../hooks/use-open-notification';
import { formatBadgeCount } from '../utils/format';
import { NotificationContent } from './notification-content';

const HEADER_ACTION =
  'cursor-pointer rounded-md px-2 py-1 text-xs font-medium text-amber-700 outline-none data-[highlighted]:bg-amber-50 focus-visible:ring-2 focus-visible:ring-amber-600';

/** The menu's title with 'Mark all read' (while any is unread) and 'Clear all' (while any is listed). */
function BellHeader({ hasUnread, hasAny }: { hasUnread: boolean; hasAny: boolean }) {
  const [markAllRead] = useMarkAllNotificationsReadMutation();
  const [clearAll] = useClearNotificationsMutation();
  const readAll = useSubmitWithToast(markAllRead, { failureTitle: 'Failed to mark notifications read' });
  const clear = useSubmitWithToast(clearAll, { failureTitle: 'Failed to clear notifications' });
  return (
    <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
      <DropdownMenu.Label className="text-sm font-semibold text-slate-900">Notifications</DropdownMenu.Label>
      <div className="flex items-center gap-1">
        {hasUnread ? (
          <DropdownMenu.Item
            onSelect={(event) => {
              event.preventDefault();
              void readAll();
            }}
            className={HEADER_ACTION}
          >
            Mark all read
          </DropdownMenu.Item>
        ) : null}
        {hasAny ? (
          <DropdownMenu.Item
            onSelect={(event) => {
              event.preventDefault();
              void clear();
            }}
            className={HEADER_ACTION}
          >
            Clear all
          </DropdownMenu.Item>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The bell (spec section 2): the badge counts unread notifications (the server's total); choosing one marks it read
 * and opens what it is about. 'Mark all read', 'Clear all', and a link to every notification on /notifications.
 */
export function NotificationBell({ className }: { className?: string }) {
  const { data, isLoading } = useGetNotificationsQuery();
  const notifications = data?.items ?? [];
  const unread = data?.unreadCount ?? 0;
  const open = useOpenNotification();
  const badge = formatBadgeCount(unread);
  const label = badge ? `Notifications (${unread} unread)` : 'Notifications';

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        className={cn(
          'relative inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-600 transition-colors',
          'hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-amber-600 data-[state=open]:bg-slate-100',
          className,
        )}
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {badge ? (
          <span
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white"
          >
            {badge}
          </span>
        ) : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-80 max-w-[calc(100vw-1rem)] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl"
        >
          <BellHeader hasUnread={unread > 0} hasAny={notifications.length > 0} />
          {isLoading ? (
            <LoadingState label="Loading notifications" size="sm" className="px-4 py-8" />
          ) : notifications.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
              <BellOff aria-hidden="true" className="h-6 w-6 text-slate-300" />
              <p className="text-sm text-slate-500">No new notifications</p>
            </div>
          ) : (
            <div className="max-h-96 overflow-y-auto py-1">
              {notifications.map((notification) => (
                <DropdownMenu.Item
                  key={notification.id}
                  onSelect={(event) => {
                    // One without a place to open stays in the open menu, marked read.
                    if (!notification.link) event.preventDefault();
                    open(notification);
                  }}
                  data-read={notification.read}
                  className={cn(
                    'flex cursor-pointer gap-3 px-4 py-3 outline-none data-[highlighted]:bg-slate-50 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-inset',
                    notification.read ? 'opacity-70' : 'bg-amber-50/40',
                  )}
                >
                  <NotificationContent notification={notification} />
                </DropdownMenu.Item>
              ))}
            </div>
          )}
          <DropdownMenu.Item asChild>
            <Link
              to={paths.notifications.getHref()}
              className="block border-t border-slate-100 px-4 py-3 text-center text-sm font-medium text-amber-700 outline-none data-[highlighted]:bg-amber-50 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-inset"
            >
              View all notifications
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
