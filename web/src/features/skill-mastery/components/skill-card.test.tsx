import { render, screen } from '@testing-library/react';

import { SkillCard } from './skill-card';

const skill = (currentLevel: number) => ({ id: 'cv', name: 'Cabinet Vision', currentLevel, currentExperience: 100, experienceForNextLevel: 250, maxLevel: 100 });

describe('SkillCard', () => {
  it.each([
    [80, 'Master'],
    [60, 'Expert'],
    [40, 'Proficient'],
  ])('marks level %i as %s', (level, band) => {
    render(<SkillCard skill={skill(level)} />);
    expect(screen.getByText(band)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Cabinet Vision experience' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows no band below level 40', () => {
    render(<SkillCard skill={skill(39)} />);
    expect(screen.queryByText(/Master|Expert|Proficient/)).not.toBeInTheDocument();
  });

  it('reads MAX LEVEL REACHED at the max level, without a bar', () => {
    render(<SkillCard skill={skill(100)} sample />);
    expect(screen.getByText('MAX LEVEL REACHED')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Sample')).toBeInTheDocument();
  });
});
