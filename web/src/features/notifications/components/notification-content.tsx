import { Award, Bell, Briefcase, CalendarClock, DollarSign, MessageSquare, type LucideIcon } from 'lucide-react';

import { UserText } from '@/components/ui/user-text';
import { cn } from '@/lib/cn';
import { formatTimestamp } from '@/lib/date-time';

import type { AppNotification } from '../types';

/** By type, or by kind where a kind has its own icon. */
const TYPE_ICONS: Record<string, { icon: LucideIcon; className: string }> = {
  message: { icon: MessageSquare, className: 'bg-sky-50 text-sky-600' },
  project_update: { icon: Briefcase, className: 'bg-violet-50 text-violet-600' },
  bid: { icon: DollarSign, className: 'bg-emerald-50 text-emerald-600' },
  // Issue 30 item 5: a track certificate issued (link: its public page) or about to lapse (link: the track, to renew).
  certificate_issued: { icon: Award, className: 'bg-amber-50 text-amber-700' },
  certificate_expiring: { icon: CalendarClock, className: 'bg-red-50 text-red-600' },
  default: { icon: Bell, className: 'bg-amber-50 text-amber-600' },
};

function iconFor({ type, kind }: AppNotification) {
  return (kind ? TYPE_ICONS[kind] : undefined) ?? TYPE_ICONS[type] ?? TYPE_ICONS.default;
}

/** A notification's icon, title, message and time, as the bell and /notifications list it. */
export function NotificationContent({ notification }: { notification: AppNotification }) {
  const { icon: Icon, className: iconClass } = iconFor(notification);
  return (
    <>
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
    </>
  );
}
