import { useEffect, useState, type ComponentType } from 'react';
import { Link, useLocation } from 'react-router';

import { ErrorState } from '@/components/ui/error-state';
import { DetailPageSkeleton, SkeletonBlocks } from '@/components/ui/loading-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ProjectNotFound } from '@/components/shared/project-not-found';
import type { VerificationStanding } from '@/components/shared/verification-path';
import { errorStatus } from '@/lib/errors';
import { isolateText } from '@/lib/user-text';

import { useGetMilestonesQuery } from '../api/deliverables-api';
import { useGetProjectBidsQuery, useGetProjectQuery } from '../api/projects-api';
import type { Bid, Party, Project, Viewer } from '../types';
import { bidPanelState, canSeeBids, isProjectClient, messagingPartners, milestoneRole, showsPayments } from '../utils/participation';
import { BidPanel } from './bid-panel';
import { BidsList } from './bids-list';
import { ClientActions } from './client-actions';
import { FilesTab } from './files/files-tab';
import { MilestonesCard } from './milestones/milestones-card';
import { ProjectHeader } from './project-header';
import { ProjectActivityCard, ProjectClientCard } from './project-side-cards';

/** The sections a link may open (/project/42#chat): their element ids, and the tab that holds the last three. */
const PROJECT_SECTION_TABS: Record<'bids' | 'chat' | 'files', string> = { bids: 'bids', chat: 'messages', files: 'files' };

/** Opens the tab of `#bids`, `#chat` or `#files` and scrolls any named section into view. */
function useSectionFromHash(setTab: (tab: string) => void) {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const tab = PROJECT_SECTION_TABS[id as keyof typeof PROJECT_SECTION_TABS];
    if (tab) setTab(tab);
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash, setTab]);
}

/** Near the top of the page: the way to each section, so the chat is one tap away above a long milestone timeline. */
function SectionLinks({ sections }: { sections: ReadonlyArray<{ id: string; label: string }> }) {
  return (
    <nav aria-label="Jump to section" className="-mt-2 flex flex-wrap gap-2">
      {sections.map(({ id, label }) => (
        <Link
          key={id}
          to={{ hash: id }}
          className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm font-medium text-slate-700 hover:border-amber-300 hover:text-amber-800"
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

/** The messaging screens, supplied by the app (features do not import each other). */
export interface ProjectMessaging {
  /** The number of messages the viewer can read on the project. */
  MessageCount: ComponentType<{ projectId: number }>;
  /** The chat with the viewer's partners; with none it says messages come once the project is assigned. */
  ProjectChat: ComponentType<{ projectId: number; viewerId: number; partners: readonly Party[]; initialPartnerId?: number }>;
  /** 'Message': opens a direct conversation with the member (for a verified engineer, with the project's client). */
  ContactButton?: ComponentType<{ recipientId: number; label: string; className?: string }>;
}

/** The project's escrow payments (the billing feature's card), supplied by the app. */
export type ProjectPaymentsPanel = ComponentType<{ projectId: number }>;

export interface ProjectDetailProps {
  project: Project;
  viewer: Viewer;
  messaging: ProjectMessaging;
  /** Shown to the client and the assigned engineer once a bid is accepted. */
  payments?: ProjectPaymentsPanel;
  /** Whether the signed-in engineer is verified (or certified); ignored for other roles. */
  engineerVerified: boolean;
  /** An unverified engineer's certification and application status, for the way to verification. */
  engineerStanding?: VerificationStanding;
}

export function ProjectDetail({ project, viewer, engineerVerified, engineerStanding, messaging, payments: Payments }: ProjectDetailProps) {
  const canSee = canSeeBids(project, viewer);
  const bidsQuery = useGetProjectBidsQuery(project.id, { skip: !canSee });
  const bids = bidsQuery.data;
  const ownBids = viewer.role === 'engineer' ? (bids ?? []).filter((bid) => bid.engineerId === viewer.id) : [];
  // Until the engineer's own bids are known the panel cannot tell whether they already bid.
  const partners = messagingPartners(project, viewer, bids ?? []);
  const { MessageCount, ProjectChat, ContactButton } = messaging;
  const [tab, setTab] = useState('bids');
  useSectionFromHash(setTab);
  /** The bidder whose 'Message' button the client chose last. */
  const [chatPartnerId, setChatPartnerId] = useState<number | undefined>();
  const openChat = (bid: Bid) => {
    setChatPartnerId(bid.engineerId);
    setTab('messages');
  };
  const panelState = viewer.role === 'engineer' && bidsQuery.isLoading ? null : bidPanelState(project, viewer, ownBids, engineerVerified);
  // The client and the assigned engineer follow the paid stages; their timeline also feeds Project Activity. An admin
  // sees them only while the server lets them (a project with an open dispute): once the dispute is resolved a refetch
  // answers 403, and the stages shown before (which the query keeps as its last data) go away.
  const role = milestoneRole(project, viewer);
  const { data: milestones, error: milestonesError } = useGetMilestonesQuery(project.id, { skip: role === null });
  const adminRefused = role === 'admin' && errorStatus(milestonesError) === 403;
  const showsMilestones = role !== null && (role !== 'admin' || (milestones !== undefined && !adminRefused));
  const showsPaymentsCard = Payments !== undefined && showsPayments(project, viewer);
  const sections = [
    ...(showsMilestones ? [{ id: 'milestones', label: 'Milestones' }] : []),
    ...(showsPaymentsCard ? [{ id: 'payments', label: 'Payments' }] : []),
    { id: 'bids', label: 'Bids' },
    { id: 'chat', label: 'Chat' },
    { id: 'files', label: 'Files' },
  ];

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <ProjectHeader project={project} />
      <SectionLinks sections={sections} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {showsMilestones ? (
            <div id="milestones" className="scroll-mt-20">
              <MilestonesCard project={project} role={role} />
            </div>
          ) : null}
          <div>
            {/* The targets of #bids, #chat and #files: the tabs below (the hash picks the tab). */}
            {Object.keys(PROJECT_SECTION_TABS).map((id) => (
              <span key={id} id={id} aria-hidden="true" className="block scroll-mt-20" />
            ))}
            <Tabs value={tab} onValueChange={setTab}>
              <TabsList className="grid-cols-3" aria-label="Project sections">
                <TabsTrigger value="bids">Bids ({project.bidCount})</TabsTrigger>
                <TabsTrigger value="messages">
                  Messages ({partners.length > 0 ? <MessageCount projectId={project.id} /> : 0})
                </TabsTrigger>
                <TabsTrigger value="files">Files</TabsTrigger>
              </TabsList>
              <TabsContent value="bids">
                <BidsList
                  project={project}
                  viewer={viewer}
                  bids={bids}
                  canSee={canSee}
                  isLoading={bidsQuery.isLoading}
                  error={bidsQuery.error}
                  onMessage={openChat}
                  partnerIds={new Set(partners.map((partner) => partner.id))}
                />
              </TabsContent>
              <TabsContent value="messages">
                <ProjectChat key={chatPartnerId} projectId={project.id} viewerId={viewer.id} partners={partners} initialPartnerId={chatPartnerId} />
              </TabsContent>
              <TabsContent value="files">
                <FilesTab project={project} viewer={viewer} />
              </TabsContent>
            </Tabs>
          </div>
        </div>
        <aside className="min-w-0 space-y-6" aria-label="Project side panel">
          {panelState ? <BidPanel project={project} state={panelState} ownBid={ownBids[0]} standing={engineerStanding} /> : null}
          {isProjectClient(project, viewer) ? <ClientActions project={project} milestones={milestones} /> : null}
          {Payments && showsPaymentsCard ? (
            <div id="payments" className="scroll-mt-20">
              <Payments projectId={project.id} />
            </div>
          ) : null}
          <ProjectClientCard project={project} />
          {ContactButton && viewer.role === 'engineer' && engineerVerified && project.clientId !== viewer.id ? (
            <ContactButton recipientId={project.clientId} label="Message" className="w-full" />
          ) : null}
          <ProjectActivityCard project={project} milestoneTimeline={showsMilestones ? milestones?.timeline : undefined} />
        </aside>
      </div>
    </div>
  );
}

/** /project/{id}: loads the project; 'Project Not Found' for an unknown or malformed id. */
export function ProjectDetailPage({ projectId, ...props }: Omit<ProjectDetailProps, 'project'> & { projectId: number }) {
  const valid = Number.isInteger(projectId) && projectId > 0;
  const { data: project, isLoading, isError, error } = useGetProjectQuery(projectId, { skip: !valid });

  if (!valid) return <ProjectNotFound />;
  if (isLoading) return <DetailPageSkeleton label="Loading project" header={<SkeletonBlocks className="h-56" />} />;
  if (isError && !project) {
    if (errorStatus(error) === 404) return <ProjectNotFound />;
    return <ErrorState title="We couldn't load this project" error={error} />;
  }
  if (!project) return <ProjectNotFound />;
  return (
    <>
      <title>{`${isolateText(project.title)} · CabinetWorks`}</title>
      <ProjectDetail project={project} {...props} />
    </>
  );
}
