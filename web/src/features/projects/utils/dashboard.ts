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
 * The projects the dashboard counts. An engineer also gets the projects they bid on; once such a project went to
 * another engineer it is no work of theirs, so it shows in none of their stats or tabs.
 */
export function dashboardProjects<T extends Project>(projects: readonly T[], viewer: Viewer): T[] {
  if (viewer.role !== 'engineer') return [...projects];
  return projects.filter((project) => project.assignedEngineerId === null || project.assignedEngineerId === viewer.id);
}
