import { Award, CircleCheck, MessageSquareQuote, type LucideIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { UserText } from '@/components/ui/user-text';
import { formatShortDate } from '@/lib/date-time';

import type { ActivityEntry, ActivityType } from '../types';

const TYPES: Record<ActivityType, { icon: LucideIcon; label: string }> = {
  project_completion: { icon: CircleCheck, label: 'Project completed' },
  certification: { icon: Award, label: 'Certification' },
  review: { icon: MessageSquareQuote, label: 'Review' },
};

export function ActivityList({ entries, sample = false }: { entries: readonly ActivityEntry[]; sample?: boolean }) {
  return (
    <ol aria-label="Recent activity" className="space-y-3">
      {entries.map((entry) => {
        const { icon: Icon, label } = TYPES[entry.type];
        return (
          <li key={entry.id} className="flex min-w-0 gap-4 rounded-2xl border border-slate-200 bg-white p-4">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <div className="min-w-0 flex-1 space-y-2">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</p>
                  <p className="font-medium break-words text-slate-900">
                    {entry.description}
                    {entry.projectTitle !== undefined ? (
                      <>
                        {' "'}
                        <UserText>{entry.projectTitle}</UserText>
                        {'"'}
                      </>
                    ) : null}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {sample ? <Badge tone="slate">Sample</Badge> : null}
                  <Badge tone="green">+{entry.experienceGained} XP</Badge>
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                <time dateTime={entry.date}>{formatShortDate(entry.date)}</time>
                {entry.skillsAffected.map((skill) => (
                  <Badge key={skill} tone="amber">
                    {skill}
                  </Badge>
                ))}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
