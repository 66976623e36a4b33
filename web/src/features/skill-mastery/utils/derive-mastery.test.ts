// @vitest-environment node
import type { MasteryInput, MasteryProject, MasteryReview } from '../types';
import { deriveMastery, OVERALL_SKILL, SATISFACTION_SKILL } from './derive-mastery';

const ENGINEER = 12;

function project(id: number, overrides: Partial<MasteryProject> = {}): MasteryProject {
  return {
    id,
    title: `Project ${id}`,
    cabinetType: 'Kitchen Cabinets',
    status: 'completed',
    assignedEngineerId: ENGINEER,
    completedAt: `2026-0${id}-10T12:00:00Z`,
    updatedAt: `2026-0${id}-10T12:00:00Z`,
    ...overrides,
  };
}

const review = (id: number, rating: number, projectId: number, createdAt: string): MasteryReview => ({ id, rating, projectId, createdAt });

function input(overrides: Partial<MasteryInput> = {}): MasteryInput {
  return {
    engineerId: ENGINEER,
    standing: { certificationStatus: 'pending', certificationScore: null, certificationDate: null, rating: null, reviewCount: 0, completedProjects: 0 },
    projects: [],
    reviews: [],
    attempts: [],
    ...overrides,
  };
}

describe('deriveMastery', () => {
  it('has no skills, activity or earned badges without projects, reviews or certification', () => {
    const mastery = deriveMastery(input());
    expect(mastery.skills).toEqual([]);
    expect(mastery.activity).toEqual([]);
    expect(mastery.totalExperience).toBe(0);
    expect(mastery.badges.every((badge) => badge.earnedAt === null)).toBe(true);
  });

  it('turns completed projects, passed certification and reviews into activity and skill levels', () => {
    const mastery = deriveMastery(
      input({
        projects: [
          project(1),
          project(2, { cabinetType: 'Bathroom Vanity', completedAt: null, updatedAt: '2026-02-20T08:00:00Z' }),
          project(3, { status: 'in_progress', completedAt: null }),
          project(4, { assignedEngineerId: 99 }),
        ],
        reviews: [review(7, 5, 1, '2026-03-01T10:00:00Z'), review(8, 4, 2, '2026-03-02T10:00:00Z')],
        attempts: [
          { id: 30, status: 'failed', percentage: 60, passed: false, submittedAt: '2025-12-01T10:00:00Z' },
          { id: 31, status: 'passed', percentage: 90, passed: true, submittedAt: '2026-01-05T10:00:00Z' },
        ],
      }),
    );

    expect(mastery.activity).toEqual([
      {
        id: 'review-8',
        type: 'review',
        description: 'Received a 4-star review on',
        projectTitle: 'Project 2',
        experienceGained: 400,
        skillsAffected: ['Bathroom Vanity', SATISFACTION_SKILL],
        date: '2026-03-02T10:00:00Z',
      },
      {
        id: 'review-7',
        type: 'review',
        description: 'Received a 5-star review on',
        projectTitle: 'Project 1',
        experienceGained: 500,
        skillsAffected: ['Kitchen Cabinets', SATISFACTION_SKILL],
        date: '2026-03-01T10:00:00Z',
      },
      {
        id: 'project-2',
        type: 'project_completion',
        description: 'Completed',
        projectTitle: 'Project 2',
        experienceGained: 500,
        skillsAffected: ['Bathroom Vanity', OVERALL_SKILL],
        date: '2026-02-20T08:00:00Z',
      },
      {
        id: 'project-1',
        type: 'project_completion',
        description: 'Completed',
        projectTitle: 'Project 1',
        experienceGained: 500,
        skillsAffected: ['Kitchen Cabinets', OVERALL_SKILL],
        date: '2026-01-10T12:00:00Z',
      },
      {
        id: 'certification-31',
        type: 'certification',
        description: 'Passed the certification test with 90%',
        experienceGained: 1800,
        skillsAffected: [OVERALL_SKILL],
        date: '2026-01-05T10:00:00Z',
      },
    ]);
    expect(mastery.totalExperience).toBe(3700);
    // Cabinet Engineering: 500 + 500 + 1800 = 2800 XP -> level 12 and 50 XP; Kitchen: 1000 -> 5; Satisfaction: 900 -> 4.
    expect(mastery.skills.map(({ name, currentLevel, currentExperience }) => [name, currentLevel, currentExperience])).toEqual([
      [OVERALL_SKILL, 12, 50],
      ['Kitchen Cabinets', 5, 0],
      ['Bathroom Vanity', 4, 150],
      [SATISFACTION_SKILL, 4, 150],
    ]);
    expect(mastery.skills[0]).toMatchObject({ id: 'cabinet-engineering', experienceForNextLevel: 250, maxLevel: 100 });

    const earned = Object.fromEntries(mastery.badges.map((badge) => [badge.id, badge.earnedAt]));
    expect(earned).toEqual({
      'first-project': '2026-01-10T12:00:00Z',
      'five-star-review': '2026-03-01T10:00:00Z',
      'reliable-engineer': null,
      'certified-engineer': '2026-01-05T10:00:00Z',
      'perfect-score': null,
      'workshop-veteran': null,
      'top-rated': null,
    });
    expect(mastery.badges.find((badge) => badge.id === 'top-rated')).toMatchObject({ rarity: 'legendary' });
  });

  it('caps a long career at the max level', () => {
    const projects = Array.from({ length: 60 }, (_, index) => project(index + 1, { completedAt: '2026-01-01T00:00:00Z' }));
    const mastery = deriveMastery(input({ projects }));
    expect(mastery.skills.find((skill) => skill.name === 'Kitchen Cabinets')).toMatchObject({ currentLevel: 100, maxLevel: 100 });
    expect(mastery.badges.find((badge) => badge.id === 'workshop-veteran')?.earnedAt).toBe('2026-01-01T00:00:00Z');
  });

  it('earns Top Rated with the tenth review once the average is 4.8 or more', () => {
    const reviews = Array.from({ length: 11 }, (_, index) =>
      review(index + 1, index === 0 ? 4 : 5, 1, `2026-04-${String(index + 1).padStart(2, '0')}T10:00:00Z`),
    );
    const mastery = deriveMastery(input({ reviews }));
    // 4 + 9 x 5 = 49 stars over 10 reviews: 4.9.
    expect(mastery.badges.find((badge) => badge.id === 'top-rated')?.earnedAt).toBe('2026-04-10T10:00:00Z');
  });

  it('counts a certification the profile shows even without a passed attempt', () => {
    const mastery = deriveMastery(
      input({ standing: { ...input().standing, certificationStatus: 'certified', certificationDate: '2026-05-01T00:00:00Z' } }),
    );
    expect(mastery.badges.find((badge) => badge.id === 'certified-engineer')?.earnedAt).toBe('2026-05-01T00:00:00Z');
  });
});
