import { makeProject } from '../testing/fixtures';
import { dashboardStats, projectsForTab } from './dashboard';

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
});
