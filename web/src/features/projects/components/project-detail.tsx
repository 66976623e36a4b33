import { FileSearch, FileText, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { errorStatus, formatApiError } from '@/lib/errors';
import { fullName } from '@/lib/user-display';

import { useGetProjectBidsQuery, useGetProjectQuery } from '../api/projects-api';
import type { Bid, Project, Viewer } from '../types';
import { bidPanelState, canSeeBids, isProjectClient, messagingPartner } from '../utils/participation';
import { BidPanel } from './bid-panel';
import { BidsList } from './bids-list';
import { ClientActions } from './client-actions';
import { ProjectHeader } from './project-header';
import { ProjectActivityCard, ProjectClientCard } from './project-side-cards';

/** Reference uploads per the spec's note (section 2 and 9). */
const REFERENCE_FILE_MAX_MB = 10;

export function ProjectNotFound() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <FileSearch aria-hidden="true" className="h-12 w-12 text-slate-400" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Project Not Found</h1>
      <p className="mt-2 text-slate-600">The project you're looking for doesn't exist.</p>
      <Link to={paths.dashboard.getHref()} className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
        Back to Dashboard
      </Link>
    </div>
  );
}

function ProjectDetailSkeleton() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8" role="status" aria-label="Loading project">
      <div className="animate-pulse space-y-6">
        <div className="h-56 rounded-2xl bg-slate-200" />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="h-72 rounded-2xl bg-slate-200 lg:col-span-2" />
          <div className="h-72 rounded-2xl bg-slate-200" />
        </div>
      </div>
    </div>
  );
}

function MessagesTab({ project, viewer, ownBids }: { project: Project; viewer: Viewer; ownBids: readonly Bid[] }) {
  const partner = messagingPartner(project, viewer, ownBids);
  return (
    <Card className="flex flex-col items-center gap-2 p-10 text-center">
      <MessageSquare aria-hidden="true" className="h-10 w-10 text-slate-300" />
      {partner ? (
        <>
          <p className="font-medium text-slate-900">No messages yet</p>
          <p className="text-sm text-slate-600">Your conversation with {fullName(partner)} about this project will appear here.</p>
        </>
      ) : (
        <p className="text-sm text-slate-600">Messages will be available once the project is assigned to an engineer.</p>
      )}
    </Card>
  );
}

function FilesTab() {
  return (
    <Card className="p-6">
      <div className="flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
        <FileText aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <p>
          Reference files can be up to {REFERENCE_FILE_MAX_MB}MB each: CAD files, images and PDFs. Project files are visible only to the
          project's participants.
        </p>
      </div>
      <p className="mt-6 text-center text-sm text-slate-500">No files shared yet.</p>
    </Card>
  );
}

export interface ProjectDetailProps {
  project: Project;
  viewer: Viewer;
  /** Whether the signed-in engineer is verified (or certified); ignored for other roles. */
  engineerVerified: boolean;
}

export function ProjectDetail({ project, viewer, engineerVerified }: ProjectDetailProps) {
  const canSee = canSeeBids(project, viewer);
  const bidsQuery = useGetProjectBidsQuery(project.id, { skip: !canSee });
  const bids = bidsQuery.data;
  const ownBids = viewer.role === 'engineer' ? (bids ?? []).filter((bid) => bid.engineerId === viewer.id) : [];
  // Until the engineer's own bids are known the panel cannot tell whether they already bid.
  const panelState = viewer.role === 'engineer' && bidsQuery.isLoading ? null : bidPanelState(project, viewer, ownBids, engineerVerified);

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <ProjectHeader project={project} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Tabs defaultValue="bids">
            <TabsList className="grid-cols-3" aria-label="Project sections">
              <TabsTrigger value="bids">Bids ({project.bidCount})</TabsTrigger>
              <TabsTrigger value="messages">Messages (0)</TabsTrigger>
              <TabsTrigger value="files">Files</TabsTrigger>
            </TabsList>
            <TabsContent value="bids">
              <BidsList project={project} viewer={viewer} bids={bids} canSee={canSee} isLoading={bidsQuery.isLoading} error={bidsQuery.error} />
            </TabsContent>
            <TabsContent value="messages">
              <MessagesTab project={project} viewer={viewer} ownBids={ownBids} />
            </TabsContent>
            <TabsContent value="files">
              <FilesTab />
            </TabsContent>
          </Tabs>
        </div>
        <aside className="space-y-6" aria-label="Project side panel">
          {panelState ? <BidPanel project={project} state={panelState} ownBid={ownBids[0]} /> : null}
          {isProjectClient(project, viewer) ? <ClientActions project={project} /> : null}
          <ProjectClientCard project={project} />
          <ProjectActivityCard project={project} />
        </aside>
      </div>
    </div>
  );
}

/** /project/{id}: loads the project; 'Project Not Found' for an unknown or malformed id. */
export function ProjectDetailPage({ projectId, viewer, engineerVerified }: { projectId: number; viewer: Viewer; engineerVerified: boolean }) {
  const valid = Number.isInteger(projectId) && projectId > 0;
  const { data: project, isLoading, isError, error } = useGetProjectQuery(projectId, { skip: !valid });

  if (!valid) return <ProjectNotFound />;
  if (isLoading) return <ProjectDetailSkeleton />;
  if (isError && !project) {
    if (errorStatus(error) === 404) return <ProjectNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">We couldn't load this project</h1>
        <p className="mt-2 text-slate-600">{formatApiError(error)}</p>
      </div>
    );
  }
  if (!project) return <ProjectNotFound />;
  return (
    <>
      <title>{`${project.title} · CabinetWorks`}</title>
      <ProjectDetail project={project} viewer={viewer} engineerVerified={engineerVerified} />
    </>
  );
}
