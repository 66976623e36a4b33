import { useSearchParams } from 'react-router';

import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import { useAdminStats } from '../hooks/use-admin-stats';
import type { AdminStats } from '../types';
import { engineerTabLabel } from '../utils/display';
import { DisputesCard } from './disputes-card';
import { EngineerManagement } from './engineer-management';
import { MetricCards } from './metric-cards';
import { ProjectOverview } from './project-overview';
import { RecentActivity } from './recent-activity';
import { SupportTab } from './support-tab';

/** The tab a link opens (/admin?tab=support from the bell), else engineers. */
const TABS = ['engineers', 'projects', 'activity', 'support'];

function Dashboard({ stats }: { stats: AdminStats }) {
  const [params] = useSearchParams();
  const asked = params.get('tab') ?? '';
  const initialTab = TABS.includes(asked) ? asked : 'engineers';
  return (
    <>
      <MetricCards stats={stats} />
      <Tabs defaultValue={initialTab}>
        <TabsList className="grid-cols-4" aria-label="Admin sections">
          <TabsTrigger value="engineers">{engineerTabLabel(stats.pendingEngineers.count)}</TabsTrigger>
          <TabsTrigger value="projects">Project Overview</TabsTrigger>
          <TabsTrigger value="activity">Recent Activity</TabsTrigger>
          <TabsTrigger value="support">Support</TabsTrigger>
        </TabsList>
        <TabsContent value="engineers">
          <EngineerManagement stats={stats} />
        </TabsContent>
        <TabsContent value="projects">
          <ProjectOverview projects={stats.recentProjects} />
        </TabsContent>
        <TabsContent value="activity">
          <RecentActivity activity={stats.recentActivity} />
        </TabsContent>
        <TabsContent value="support">
          <SupportTab />
        </TabsContent>
      </Tabs>
    </>
  );
}

function DashboardSkeleton() {
  return (
    <LoadingState label="Loading the admin dashboard" className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SkeletonBlocks count={4} className="h-32" />
      </div>
      <SkeletonBlocks className="h-11" />
      <div className="grid gap-6 lg:grid-cols-2">
        <SkeletonBlocks count={2} className="h-80" />
      </div>
    </LoadingState>
  );
}

/**
 * /admin (admins only): platform figures, engineers to approve, the newest projects and recent activity (spec
 * section 2), and the milestone disputes to decide.
 */
export function AdminPage() {
  const { stats, isError, error, refetch, isFetching } = useAdminStats();
  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Admin Dashboard</h1>
        <p className="mt-2 text-slate-600">Approve engineers, decide disputes, and see how projects and the platform are doing.</p>
      </div>
      {stats ? (
        <Dashboard stats={stats} />
      ) : isError ? (
        <ErrorState layout="card" title="We couldn't load the admin dashboard" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <DashboardSkeleton />
      )}
      <DisputesCard />
    </div>
  );
}
