import { CalendarDays } from 'lucide-react';

import { CompanyBrand } from '@/components/shared/company-brand';
import { Card } from '@/components/ui/card';
import { LabelledTagList } from '@/components/ui/tag-list';
import { UserText } from '@/components/ui/user-text';

import type { Project } from '../types';
import { formatDate } from '../utils/format';
import { ProjectFacts } from './project-facts';
import { ProjectProgress, ProjectStatusBadge } from './project-status';

/** Title, status, the project's specification and the progress display. */
export function ProjectHeader({ project }: { project: Project }) {
  return (
    <Card className="p-6 sm:p-8">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-3">
            <UserText as="h1" className="min-w-0 text-3xl font-bold tracking-tight text-slate-900">
              {project.title}
            </UserText>
            <ProjectStatusBadge status={project.status} />
          </div>
          <CompanyBrand userId={project.clientId} size="lg" className="mt-3 flex" />
          <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-500">
            <CalendarDays aria-hidden="true" className="h-4 w-4" /> Posted {formatDate(project.createdAt)}
          </p>
          <ProjectFacts project={project} className="mt-4" />
          <UserText as="p" multiline className="mt-5 text-slate-700">
            {project.description}
          </UserText>
          <LabelledTagList items={project.deliverables} label="Deliverables" heading="h2" className="mt-5" />
        </div>
        <div className="w-full shrink-0 rounded-xl bg-slate-50 p-4 lg:w-64">
          <ProjectProgress status={project.status} />
        </div>
      </div>
    </Card>
  );
}
