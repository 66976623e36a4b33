import type { Project, Viewer } from '../types';

export interface DashboardStats {
  total: number;
  active: number;
  completed: number;
  posted: number;
}

/** The four stat cards: every project, then in progress ('Active'), completed and posted. */
export function dashboardStats(projects: readonly Project[]): DashboardStats {
  return {
    total: projects.length,
    active: projects.filter((project) => project.status === 'in_progress').length,
    completed: projects.filter((project) => project.status === 'completed').length,
    posted: projects.filter((project) => project.status === 'posted').length,
  };
}

export type DashboardTab = 'active' | 'posted' | 'completed';

const TAB_STATUS: Record<DashboardTab, Project['status']> = {
  active: 'in_progress',
  posted: 'posted',
  completed: 'completed',
};

export function projectsForTab<T extends Project>(projects: readonly T[], tab: DashboardTab): T[] {
  return projects.filter((project) => project.status === TAB_STATUS[tab]);
}

/**
 * The tab the dashboard opens on: the one holding the newest project (a project just posted shows under Posted
 * Projects, not behind an empty Active tab); among projects posted at the same moment the first tab in order, and
 * Active when the newest are in none of the tabs (cancelled) or there are none.
 */
export function initialDashboardTab(projects: readonly Project[] | undefined): DashboardTab {
  const times = (projects ?? []).map((project) => Date.parse(project.createdAt));
  const newest = Math.max(...times);
  const statuses = new Set((projects ?? []).filter((_, index) => times[index] === newest).map((project) => project.status));
  return (Object.keys(TAB_STATUS) as DashboardTab[]).find((tab) => statuses.has(TAB_STATUS[tab])) ?? 'active';
}

/**
 * The projects the dashboard counts. An engineer also gets the projects they bid on; once such a project went to
 * another engineer it is no work of theirs, so it shows in none of their stats or tabs.
 */
export function dashboardProjects<T extends Project>(projects: readonly T[], viewer: Viewer): T[] {
  if (viewer.role !== 'engineer') return [...projects];
  return projects.filter((project) => project.assignedEngineerId === null || project.assignedEngineerId === viewer.id);
}
