import { FolderOpen } from 'lucide-react';
import { useState } from 'react';

import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { MessageCard } from '@/components/ui/message';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import { useGetMyProjectsQuery } from '../../api/projects-api';
import type { Viewer } from '../../types';
import { dashboardProjects, initialDashboardTab, projectsForTab, type DashboardTab } from '../../utils/dashboard';
import { DashboardProjectItem } from '../dashboard-project-item';
import { StatCards } from './stat-cards';

interface TabInfo {
  value: DashboardTab;
  label: string;
  empty: string;
}

/** An engineer posts nothing: their open projects are the ones they bid on. */
function tabsFor(viewer: Viewer): TabInfo[] {
  const posted: TabInfo =
    viewer.role === 'engineer'
      ? { value: 'posted', label: 'Open Bids', empty: 'No open bids.' }
      : { value: 'posted', label: 'Posted Projects', empty: 'No posted projects.' };
  return [
    { value: 'active', label: 'Active Projects', empty: 'No active projects yet.' },
    posted,
    { value: 'completed', label: 'Completed', empty: 'No completed projects yet.' },
  ];
}

function emptyHint(viewer: Viewer): string {
  return viewer.role === 'client'
    ? 'Post a project and certified engineers will send you their bids.'
    : 'Projects you bid on or are assigned to appear here.';
}

export function ProjectLists({ viewer }: { viewer: Viewer }) {
  const { data, isLoading, isError, error, refetch } = useGetMyProjectsQuery();
  const projects = data ? dashboardProjects(data, viewer) : undefined;
  // Until the member picks a tab, the one holding their newest project.
  const [picked, setPicked] = useState<DashboardTab | null>(null);
  const tabs = tabsFor(viewer);
  return (
    <>
      <StatCards projects={projects} />
      <Tabs value={picked ?? initialDashboardTab(projects)} onValueChange={(value) => setPicked(value as DashboardTab)} className="mt-8">
        <TabsList className="grid-cols-3" aria-label="Your projects">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => {
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
