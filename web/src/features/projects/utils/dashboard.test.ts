// @vitest-environment node
import { clientViewer, engineerViewer, makeProject } from '../testing/fixtures';
import { dashboardProjects, dashboardStats, initialDashboardTab, projectsForTab } from './dashboard';

describe('dashboard', () => {
  const projects = [
    makeProject({ id: 1, status: 'posted' }),
    makeProject({ id: 2, status: 'in_progress' }),
    makeProject({ id: 3, status: 'in_progress' }),
    makeProject({ id: 4, status: 'completed' }),
    makeProject({ id: 5, status: 'cancelled' }),
  ];

  it('counts every project, the active, completed and posted ones', () => {
    expect(dashboardStats(projects)).toEqual({ total: 5, active: 2, completed: 1, posted: 1 });
    expect(dashboardStats([])).toEqual({ total: 0, active: 0, completed: 0, posted: 0 });
  });

  it('splits projects into the three tabs', () => {
    expect(projectsForTab(projects, 'active').map((project) => project.id)).toEqual([2, 3]);
    expect(projectsForTab(projects, 'posted').map((project) => project.id)).toEqual([1]);
    expect(projectsForTab(projects, 'completed').map((project) => project.id)).toEqual([4]);
  });

  it("leaves out, for an engineer, projects that went to another engineer", () => {
    const mine = makeProject({ id: 6, status: 'in_progress', assignedEngineerId: engineerViewer.id });
    const theirs = makeProject({ id: 7, status: 'in_progress', assignedEngineerId: 99 });
    const open = makeProject({ id: 8, status: 'posted' });
    expect(dashboardProjects([mine, theirs, open], engineerViewer).map((project) => project.id)).toEqual([6, 8]);
    expect(dashboardProjects([mine, theirs, open], clientViewer).map((project) => project.id)).toEqual([6, 7, 8]);
  });

  it('opens on the tab of the newest project: a project just posted shows under Posted Projects', () => {
    const older = '2025-03-01T10:00:00Z';
    const justPosted = makeProject({ id: 9, status: 'posted', createdAt: '2025-03-09T10:00:00Z' });
    const active = makeProject({ id: 2, status: 'in_progress', createdAt: older });
    expect(initialDashboardTab([active, justPosted])).toBe('posted');
    expect(initialDashboardTab([active, makeProject({ id: 4, status: 'completed', createdAt: older })])).toBe('active');
    expect(initialDashboardTab([makeProject({ id: 5, status: 'cancelled', createdAt: '2025-03-10T10:00:00Z' }), justPosted])).toBe('active');
    expect(initialDashboardTab([])).toBe('active');
    expect(initialDashboardTab(undefined)).toBe('active');
  });
});
