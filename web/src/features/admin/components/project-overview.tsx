import { FolderOpen } from 'lucide-react';
import { Link } from 'react-router';

import { ProjectStatusBadge } from '@/components/shared/project-status-badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { Panel } from '@/components/ui/panel';
import { UserText } from '@/components/ui/user-text';
import { ADMIN_LIST_LIMIT } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/date-time';

import type { RecentProject } from '../types';
import { EmptyNote } from './empty-note';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-800">{value}</dd>
    </div>
  );
}

function RecentProjectItem({ project }: { project: RecentProject }) {
  return (
    <li aria-label={project.title} className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <UserText as="h3" truncate className="min-w-0 font-semibold text-slate-900">
            {project.title}
          </UserText>
          <ProjectStatusBadge status={project.status} />
        </div>
        <Link to={paths.project.getHref(project.id)} aria-label={`View ${project.title}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          View
        </Link>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label="Cabinet type" value={project.cabinetType} />
        <Fact label="Budget" value={project.budgetRange} />
        <Fact label="Timeline" value={project.timeline || '—'} />
        <Fact label="Posted" value={formatShortDate(project.postedAt) ?? '—'} />
      </dl>
    </li>
  );
}

/** The Project Overview tab: the newest projects. */
export function ProjectOverview({ projects }: { projects: RecentProject[] }) {
  return (
    <Panel region title="Recent Projects" icon={<FolderOpen aria-hidden="true" className="h-5 w-5 text-amber-600" />} description="The newest projects on the platform.">
      {projects.length === 0 ? (
        <EmptyNote icon={FolderOpen} title="No projects yet">
          Projects appear here as soon as clients post them.
        </EmptyNote>
      ) : (
        <ul aria-label="Recent projects" className="space-y-3">
          {projects.slice(0, ADMIN_LIST_LIMIT).map((project) => (
            <RecentProjectItem key={project.id} project={project} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
