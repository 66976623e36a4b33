import { ChartColumn, CircleCheck, FolderKanban, FolderOpen, FolderPlus, Hammer, Search, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { LinkCard, LinkCardTitle } from '@/components/ui/link-card';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { MessageCard } from '@/components/ui/message';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import { greetingName, roleLabel } from '@/lib/user-display';

import { useGetMyProjectsQuery } from '../api/projects-api';
import type { MyProject, Viewer } from '../types';
import { dashboardProjects, dashboardStats, projectsForTab, type DashboardTab } from '../utils/dashboard';
import { DashboardProjectItem } from './dashboard-project-item';

const STAT_CARDS: Array<{ key: keyof ReturnType<typeof dashboardStats>; label: string; icon: LucideIcon; color: string }> = [
  { key: 'total', label: 'Total Projects', icon: FolderKanban, color: 'bg-slate-100 text-slate-700' },
  { key: 'active', label: 'Active', icon: Hammer, color: 'bg-amber-100 text-amber-700' },
  { key: 'completed', label: 'Completed', icon: CircleCheck, color: 'bg-emerald-100 text-emerald-700' },
  { key: 'posted', label: 'Posted', icon: FolderOpen, color: 'bg-sky-100 text-sky-700' },
];

const TABS: Array<{ value: DashboardTab; label: string; empty: string }> = [
  { value: 'active', label: 'Active Projects', empty: 'No active projects yet.' },
  { value: 'posted', label: 'Posted Projects', empty: 'No posted projects.' },
  { value: 'completed', label: 'Completed', empty: 'No completed projects yet.' },
];

function emptyHint(viewer: Viewer): string {
  return viewer.role === 'client'
    ? 'Post a project and certified engineers will send you their bids.'
    : 'Projects you bid on or are assigned to appear here.';
}

function StatCards({ projects }: { projects: readonly MyProject[] | undefined }) {
  const stats = projects ? dashboardStats(projects) : null;
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {STAT_CARDS.map(({ key, label, icon: Icon, color }) => (
        // A <dl> may hold only dt/dd groups wrapped in one <div> each: the card is that <div>, the icon sits in the <dt>.
        <Card key={key} className="relative p-5 pl-20">
          <dt className="text-sm text-slate-600">
            <span className={`absolute top-1/2 left-5 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-xl ${color}`}>
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            {label}
          </dt>
          <dd className="text-2xl font-bold text-slate-900">
            {stats ? stats[key] : <span role="img" aria-label="Loading" className="inline-block h-7 w-8 animate-pulse rounded bg-slate-200" />}
          </dd>
        </Card>
      ))}
    </dl>
  );
}

function ProjectLists({ viewer }: { viewer: Viewer }) {
  const { data, isLoading, isError, error, refetch } = useGetMyProjectsQuery();
  const projects = data ? dashboardProjects(data, viewer) : undefined;
  return (
    <>
      <StatCards projects={projects} />
      <Tabs defaultValue="active" className="mt-8">
        <TabsList className="grid-cols-3" aria-label="Your projects">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => {
          const listed = projects ? projectsForTab(projects, tab.value) : [];
          return (
            <TabsContent key={tab.value} value={tab.value}>
              {isLoading ? (
                <LoadingState label="Loading projects" className="space-y-3">
                  <SkeletonBlocks count={3} className="h-28" />
                </LoadingState>
              ) : isError ? (
                <ErrorState layout="card" title="We couldn't load your projects" error={error} onRetry={() => void refetch()} />
              ) : listed.length === 0 ? (
                <MessageCard icon={FolderOpen} title={tab.empty}>
                  {emptyHint(viewer)}
                </MessageCard>
              ) : (
                <ul className="space-y-3" aria-label={tab.label}>
                  {listed.map((project) => (
                    <li key={project.id}>
                      <DashboardProjectItem project={project} viewer={viewer} />
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </>
  );
}

/** Where an admin runs the platform from: an admin has no projects of their own to list. */
const ADMIN_DESTINATIONS: Array<{ title: string; to: string; icon: LucideIcon; description: string }> = [
  {
    title: 'Admin Dashboard',
    to: paths.admin.getHref(),
    icon: ShieldCheck,
    description: 'Platform metrics, engineer applications to review, the newest projects and milestone disputes to decide.',
  },
  {
    title: 'Analytics',
    to: paths.analytics.getHref(),
    icon: ChartColumn,
    description: 'Signups by role and source, conversion, the most viewed pages and e-mail performance.',
  },
  {
    title: 'Engineer Directory',
    to: paths.engineers.getHref(),
    icon: Users,
    description: 'The engineers clients can hire, listed as clients see them.',
  },
];

function AdminOverview() {
  return (
    <section aria-labelledby="platform-overview">
      <h2 id="platform-overview" className="text-xl font-semibold text-slate-900">
        Platform overview
      </h2>
      <p className="mt-1 text-slate-600">Review engineer applications, decide disputes and follow signups and traffic across CabinetWorks.</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-3" aria-label="Admin tools">
        {ADMIN_DESTINATIONS.map(({ title, to, icon: Icon, description }) => (
          <li key={to}>
            <LinkCard className="flex h-full flex-col gap-3 p-6">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <LinkCardTitle to={to} className="text-lg">
                {title}
              </LinkCardTitle>
              <p className="text-sm text-slate-600">{description}</p>
            </LinkCard>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The greeting's button: what the role does next. */
function RoleAction({ viewer }: { viewer: Viewer }) {
  switch (viewer.role) {
    case 'client':
      return (
        <Link to={paths.postProject.getHref()} className={buttonVariants({ variant: 'primary' })}>
          <FolderPlus aria-hidden="true" className="h-4 w-4" />
          New Project
        </Link>
      );
    case 'engineer':
      return (
        <Link to={paths.findWork.getHref()} className={buttonVariants({ variant: 'primary' })}>
          <Search aria-hidden="true" className="h-4 w-4" />
          Find Work
        </Link>
      );
    case 'admin':
      return (
        <div className="flex flex-wrap gap-2">
          <Link to={paths.admin.getHref()} className={buttonVariants({ variant: 'primary' })}>
            <ShieldCheck aria-hidden="true" className="h-4 w-4" />
            Open Admin Dashboard
          </Link>
          <Link to={paths.analytics.getHref()} className={buttonVariants({ variant: 'outline' })}>
            <ChartColumn aria-hidden="true" className="h-4 w-4" />
            View Analytics
          </Link>
        </div>
      );
    default:
      return null;
  }
}

/**
 * /dashboard: greeting, the four stat cards and the three project tabs (spec section 2); `notice` (e.g. the way to
 * verification of an engineer not verified yet) goes under the greeting. An admin gets the platform overview instead
 * of project lists.
 */
export function ProjectDashboard({ viewer, notice }: { viewer: Viewer; notice?: ReactNode }) {
  const isAdmin = viewer.role === 'admin';
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Card className="relative mb-8 overflow-hidden p-8">
        <div aria-hidden="true" className="absolute inset-y-0 right-0 w-1/3 bg-gradient-to-l from-amber-50 to-transparent" />
        <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight wrap-anywhere text-slate-900">
              Welcome back, <UserText>{greetingName(viewer)}</UserText>!
            </h1>
            <p className="mt-2 flex items-center gap-2 text-slate-600">
              Signed in as <Badge tone="amber">{roleLabel(viewer.role)}</Badge>
            </p>
          </div>
          <RoleAction viewer={viewer} />
        </div>
      </Card>
      {notice ? <div className="mb-8 empty:hidden">{notice}</div> : null}
      {isAdmin ? <AdminOverview /> : <ProjectLists viewer={viewer} />}
    </div>
  );
}
