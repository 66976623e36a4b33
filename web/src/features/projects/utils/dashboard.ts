import type { Project } from '../types';

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
