import { CalendarDays, Gavel } from 'lucide-react';

import { CompanyBrand } from '@/components/shared/company-brand';
import { LinkCard, LinkCardTitle } from '@/components/ui/link-card';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import { fullName } from '@/lib/user-display';

import type { Project } from '../types';
import { bidCountLabel, formatDate } from '../utils/format';
import { ProjectFacts } from './project-facts';

/** A Find Work result; the whole card links to /project/{id}. */
export function OpenProjectCard({ project }: { project: Project }) {
  return (
    <LinkCard className="flex h-full min-w-0 flex-col p-6">
      <LinkCardTitle to={paths.project.getHref(project.id)} className="text-lg">
        <UserText className="line-clamp-2" title={project.title}>
          {project.title}
        </UserText>
      </LinkCardTitle>
      <p className="mt-1 truncate text-sm text-slate-500">
        by <UserText>{fullName(project.client)}</UserText>
      </p>
      <CompanyBrand userId={project.clientId} className="mt-2" />
      <ProjectFacts project={project} className="mt-3" />
      <UserText as="p" className="mt-3 line-clamp-3 flex-1 text-sm text-slate-700">
        {project.description}
      </UserText>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-4 text-sm text-slate-500">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="h-4 w-4" /> Posted {formatDate(project.createdAt)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Gavel aria-hidden="true" className="h-4 w-4" /> {bidCountLabel(project.bidCount)}
        </span>
      </div>
    </LinkCard>
  );
}
