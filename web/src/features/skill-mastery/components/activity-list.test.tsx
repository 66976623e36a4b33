import { render, screen } from '@testing-library/react';

import { ActivityList } from './activity-list';

describe('ActivityList', () => {
  it('quotes the project title as isolated user text after what happened', () => {
    render(
      <ActivityList
        entries={[
          { id: 'p', type: 'project_completion', description: 'Completed', projectTitle: 'Walnut \u202Ekitchen', experienceGained: 500, skillsAffected: ['Kitchen Cabinets'], date: '2026-11-18T16:00:00Z' },
          { id: 'c', type: 'certification', description: 'Passed the certification test with 90%', experienceGained: 1800, skillsAffected: [], date: '2026-10-02T14:00:00Z' },
        ]}
      />,
    );
    const [project, certification] = screen.getAllByRole('listitem');
    expect(project).toHaveTextContent('Completed "Walnut \u202Ekitchen"');
    expect(screen.getByText('Walnut \u202Ekitchen')).toHaveAttribute('dir', 'auto');
    expect(certification).toHaveTextContent('Passed the certification test with 90%');
    expect(certification.querySelector('[dir="auto"]')).toBeNull();
  });
});
