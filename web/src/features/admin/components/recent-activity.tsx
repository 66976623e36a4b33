import { Activity, BadgeCheck, CircleCheck, CreditCard, FolderPlus, Handshake, ShieldOff, UserPlus, UserX, type LucideIcon } from 'lucide-react';

import { Panel } from '@/components/ui/panel';
import { UserText } from '@/components/ui/user-text';
import { formatTimestamp } from '@/lib/date-time';

import type { ActivityEntry, ActivityKind } from '../types';
import { activityAge } from '../utils/display';
import { EmptyNote } from './empty-note';

const KIND_ICONS: Record<ActivityKind, { icon: LucideIcon; color: string }> = {
  signup: { icon: UserPlus, color: 'bg-sky-50 text-sky-700' },
  approval: { icon: BadgeCheck, color: 'bg-emerald-50 text-emerald-700' },
  rejection: { icon: UserX, color: 'bg-rose-50 text-rose-700' },
  revocation: { icon: ShieldOff, color: 'bg-rose-50 text-rose-700' },
  project: { icon: FolderPlus, color: 'bg-amber-50 text-amber-700' },
  bid_accepted: { icon: Handshake, color: 'bg-violet-50 text-violet-700' },
  completion: { icon: CircleCheck, color: 'bg-emerald-50 text-emerald-700' },
  payment: { icon: CreditCard, color: 'bg-slate-100 text-slate-700' },
};

/** An icon for a kind the dashboard does not know yet. */
const OTHER = { icon: Activity, color: 'bg-slate-100 text-slate-700' };

/** The Recent Activity tab: what happened on the platform lately, newest first. */
export function RecentActivity({ activity }: { activity: ActivityEntry[] }) {
  return (
    <Panel region title="Recent Activity" icon={<Activity aria-hidden="true" className="h-5 w-5 text-amber-600" />} description="Signups, application decisions, projects and payments, newest first.">
      {activity.length === 0 ? (
        <EmptyNote icon={Activity} title="No activity yet">
          Signups, approvals, projects and payments appear here as they happen.
        </EmptyNote>
      ) : (
        <ol aria-label="Recent activity" className="divide-y divide-slate-100">
          {activity.map((entry, index) => {
            const { icon: Icon, color } = Object.hasOwn(KIND_ICONS, entry.kind) ? KIND_ICONS[entry.kind] : OTHER;
            return (
              <li key={`${entry.occurredAt}-${index}`} className="flex items-start gap-3 py-3">
                <span className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${color}`}>
                  <Icon aria-hidden="true" className="h-4 w-4" />
                </span>
                <div className="min-w-0">
                  {/* The service writes the line around names and titles people typed. */}
                  <UserText as="p" className="text-sm text-slate-800">
                    {entry.text}
                  </UserText>
                  <time dateTime={entry.occurredAt} title={formatTimestamp(entry.occurredAt)} className="text-xs text-slate-500">
                    {activityAge(entry.occurredAt)}
                  </time>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
