import { CircleCheck, FolderOpen, Gavel, Milestone, UserCheck, XCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { UserAvatar } from '@/components/layout/user-avatar';
import { Panel } from '@/components/ui/panel';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import { formatIsoDate } from '@/lib/date-time';
import { fullName } from '@/lib/user-display';

import type { Project, TimelineEntry } from '../types';
import { bidCountLabel, formatAmount, formatDate } from '../utils/format';

export function ProjectClientCard({ project }: { project: Project }) {
  const { client } = project;
  return (
    <Panel title="Project Client">
      <div className="flex items-center gap-3">
        <UserAvatar user={client} className="h-11 w-11 text-base" />
        <div className="min-w-0">
          <UserText as="p" truncate className="font-medium text-slate-900">
            {fullName(client)}
          </UserText>
          <p className="truncate text-sm text-slate-500" title={`@${client.username}`}>
            @<UserText>{client.username}</UserText>
          </p>
        </div>
      </div>
    </Panel>
  );
}

interface ActivityEntry {
  key: string;
  icon: LucideIcon;
  text: ReactNode;
  date: string | null;
}

/** What has happened to the project so far, oldest first. */
function activityOf(project: Project): ActivityEntry[] {
  const entries: ActivityEntry[] = [{ key: 'posted', icon: FolderOpen, text: 'Project posted', date: formatDate(project.createdAt) }];
  entries.push({ key: 'bids', icon: Gavel, text: `${bidCountLabel(project.bidCount)} received`, date: null });
  if (project.assignedEngineer) {
    const amount = formatAmount(project.finalAmount);
    entries.push({
      key: 'assigned',
      icon: UserCheck,
      text: (
        <>
          Assigned to{' '}
          <Link to={paths.engineer.getHref(project.assignedEngineer.id)} className="font-medium text-amber-700 hover:underline">
            <UserText>{fullName(project.assignedEngineer)}</UserText>
          </Link>
          {amount ? ` for ${amount}` : ''}
        </>
      ),
      date: null,
    });
  }
  if (project.status === 'completed') {
    entries.push({ key: 'completed', icon: CircleCheck, text: 'Project completed', date: formatDate(project.completedAt) });
  }
  if (project.status === 'cancelled') {
    entries.push({ key: 'cancelled', icon: XCircle, text: 'Project cancelled', date: formatDate(project.updatedAt) });
  }
  return entries;
}

/** The milestones' timeline entries, after the project's own. */
function milestoneActivity(timeline: readonly TimelineEntry[]): ActivityEntry[] {
  return timeline.map((entry, index) => ({
    key: `milestone-${index}-${entry.kind}`,
    icon: entry.kind === 'disputed' || entry.kind === 'resolved' ? Gavel : entry.kind === 'approved' || entry.kind === 'auto_approved' ? CircleCheck : Milestone,
    text: <UserText>{entry.text}</UserText>,
    date: formatIsoDate(entry.at, 'MMM d, yyyy'),
  }));
}

export function ProjectActivityCard({ project, milestoneTimeline = [] }: { project: Project; milestoneTimeline?: readonly TimelineEntry[] }) {
  return (
    <Panel title="Project Activity">
      <ol className="space-y-4" aria-label="Project activity">
        {[...activityOf(project), ...milestoneActivity(milestoneTimeline)].map(({ key, icon: Icon, text, date }) => (
          <li key={key} className="flex gap-3 text-sm">
            <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
              <Icon aria-hidden="true" className="h-4 w-4" />
            </span>
            <div className="min-w-0 pt-1.5">
              <p className="wrap-anywhere text-slate-800">{text}</p>
              {date ? <p className="text-xs text-slate-500">{date}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
