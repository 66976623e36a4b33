import { activityAge, completedProjectsLabel, engineerLabel, engineerTabLabel, ratingLabel } from './display';

describe('admin display helpers', () => {
  it("names an engineer by name, else username, else 'Engineer #id'", () => {
    expect(engineerLabel({ userId: 4, name: 'Ada Byron', username: 'ada' })).toBe('Ada Byron');
    expect(engineerLabel({ userId: 4, name: '  ', username: 'ada' })).toBe('ada');
    expect(engineerLabel({ userId: 4, name: '', username: '' })).toBe('Engineer #4');
  });

  it('words the completed projects in the singular and the plural', () => {
    expect(completedProjectsLabel(0)).toBe('0 projects completed');
    expect(completedProjectsLabel(1)).toBe('1 project completed');
    expect(completedProjectsLabel(3)).toBe('3 projects completed');
  });

  it('shows the rating with one decimal and a star, 5.0 when unreadable', () => {
    expect(ratingLabel('4.8')).toBe('4.8 ★');
    expect(ratingLabel('4')).toBe('4.0 ★');
    expect(ratingLabel('')).toBe('5.0 ★');
  });

  it('adds the pending count to the tab label once known', () => {
    expect(engineerTabLabel(3)).toBe('Engineer Management (3)');
    expect(engineerTabLabel(0)).toBe('Engineer Management (0)');
    expect(engineerTabLabel(undefined)).toBe('Engineer Management');
  });

  it('tells how long ago an activity happened', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(activityAge('2026-11-23T11:55:00Z', now)).toBe('5 minutes ago');
    expect(activityAge('2026-11-21T12:00:00Z', now)).toBe('2 days ago');
    expect(activityAge('not a time', now)).toBe('');
  });
});
