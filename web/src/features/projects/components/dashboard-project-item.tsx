import { ChevronRight } from 'lucide-react';

import { LinkCard, LinkCardTitle } from '@/components/ui/link-card';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import { fullName } from '@/lib/user-display';

import type { MyProject, Viewer } from '../types';
import { bidCountLabel, formatAmount, formatDate } from '../utils/format';
import { isProjectClient } from '../utils/participation';
import { BidStatusBadge } from './bid-status-badge';
import { ProjectFacts } from './project-facts';
import { ProjectStatusBadge } from './project-status';

/** What this project means to the viewer: the bids or engineer for its client, the own bid for an engineer. */
function ViewerLine({ project, viewer }: { project: MyProject; viewer: Viewer }) {
  const agreed = formatAmount(project.finalAmount);
  if (isProjectClient(project, viewer)) {
    if (project.assignedEngineer) {
      return (
        <span>
          Assigned to <UserText className="font-medium text-slate-900">{fullName(project.assignedEngineer)}</UserText>
          {agreed ? ` for ${agreed}` : ''}
        </span>
      );
    }
    return <span>{bidCountLabel(project.bidCount)} received</span>;
  }
  const ownBid = project.bids.find((bid) => bid.engineerId === viewer.id);
  return (
    <span className="inline-flex min-w-0 flex-wrap items-center gap-2">
      <span className="min-w-0">
        Client: <UserText className="font-medium text-slate-900">{fullName(project.client)}</UserText>
      </span>
      {ownBid ? (
        <>
          <span aria-hidden="true">·</span>
          <span>Your bid: {formatAmount(ownBid.amount)}</span>
          <BidStatusBadge status={ownBid.status} />
        </>
      ) : null}
    </span>
  );
}

/** A dashboard entry; the title links to /project/{id}. */
export function DashboardProjectItem({ project, viewer }: { project: MyProject; viewer: Viewer }) {
  return (
    <LinkCard className="p-5">
      <div className="flex items-start gap-4">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <LinkCardTitle to={paths.project.getHref(project.id)} className="min-w-0">
              <UserText className="line-clamp-2" title={project.title}>
                {project.title}
              </UserText>
            </LinkCardTitle>
            <ProjectStatusBadge status={project.status} />
          </div>
          <ProjectFacts project={project} className="mt-2" />
          <div className="mt-3 flex min-w-0 flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
            <ViewerLine project={project} viewer={viewer} />
            <span className="text-slate-500">Posted {formatDate(project.createdAt)}</span>
          </div>
        </div>
        <ChevronRight aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-slate-300 group-hover:text-amber-600" />
      </div>
    </LinkCard>
  );
}
