import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell, BellOff, Briefcase, DollarSign, MessageSquare, type LucideIcon } from 'lucide-react';

import { LoadingState } from '@/components/ui/loading-state';
import { UserText } from '@/components/ui/user-text';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { cn } from '@/lib/cn';
import { formatTimestamp } from '@/lib/date-time';

import { useClearNotificationsMutation, useGetNotificationsQuery, useMarkNotificationReadMutation } from '../api/notifications-api';
import { formatBadgeCount } from '../utils/format';

const TYPE_ICONS: Record<string, { icon: LucideIcon; className: string }> = {
  message: { icon: MessageSquare, className: 'bg-sky-50 text-sky-600' },
  project_update: { icon: Briefcase, className: 'bg-violet-50 text-violet-600' },
  bid: { icon: DollarSign, className: 'bg-emerald-50 text-emerald-600' },
  default: { icon: Bell, className: 'bg-amber-50 text-amber-600' },
};

function iconFor(type: string) {
  return TYPE_ICONS[type] ?? TYPE_ICONS.default;
}

/** The bell (spec section 2): the badge counts unread notifications; choosing one marks it read. */
export function NotificationBell({ className }: { className?: string }) {
  const { data: notifications = [], isLoading } = useGetNotificationsQuery();
  const [markRead] = useMarkNotificationReadMutation();
  const [clearAll] = useClearNotificationsMutation();
  const clear = useSubmitWithToast(clearAll, { failureTitle: 'Failed to clear notifications' });
  const unread = notifications.filter((notification) => !notification.read).length;
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
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <DropdownMenu.Label className="text-sm font-semibold text-slate-900">Notifications</DropdownMenu.Label>
            {notifications.length > 0 ? (
              <DropdownMenu.Item
                onSelect={(event) => {
                  event.preventDefault();
                  void clear();
                }}
                className="cursor-pointer rounded-md px-2 py-1 text-xs font-medium text-amber-700 outline-none data-[highlighted]:bg-amber-50 focus-visible:ring-2 focus-visible:ring-amber-600"
              >
                Clear all
              </DropdownMenu.Item>
            ) : null}
          </div>
          {isLoading ? (
            <LoadingState label="Loading notifications" size="sm" className="px-4 py-8" />
          ) : notifications.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
              <BellOff aria-hidden="true" className="h-6 w-6 text-slate-300" />
              <p className="text-sm text-slate-500">No new notifications</p>
            </div>
          ) : (
            <div className="max-h-96 overflow-y-auto py-1">
              {notifications.map((notification) => {
                const { icon: Icon, className: iconClass } = iconFor(notification.type);
                return (
                  <DropdownMenu.Item
                    key={notification.id}
                    onSelect={(event) => {
                      event.preventDefault();
                      if (!notification.read) void markRead(notification.id);
                    }}
                    data-read={notification.read}
                    className={cn(
                      'flex cursor-pointer gap-3 px-4 py-3 outline-none data-[highlighted]:bg-slate-50 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-inset',
                      notification.read ? 'opacity-70' : 'bg-amber-50/40',
                    )}
                  >
                    <span className={cn('flex h-8 w-8 shrink-0 items-center justify-center rounded-full', iconClass)}>
                      <Icon aria-hidden="true" className="h-4 w-4" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <UserText truncate className={cn('text-sm text-slate-900', notification.read ? 'font-normal' : 'font-semibold')}>
                        {notification.title}
                        {notification.read ? null : <span className="sr-only"> (unread)</span>}
                      </UserText>
                      <UserText className="mt-0.5 line-clamp-2 block text-sm text-slate-600">{notification.message}</UserText>
                      <time dateTime={notification.timestamp} className="mt-1 block text-xs text-slate-500">
                        {formatTimestamp(notification.timestamp)}
                      </time>
                    </span>
                  </DropdownMenu.Item>
                );
              })}
            </div>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
