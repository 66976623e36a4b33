import type { BadgeDefinition } from '../types';

/** The achievements an engineer can earn, checked against their projects, reviews and certification. */
export const BADGE_DEFINITIONS: BadgeDefinition[] = [
  {
    id: 'first-project',
    name: 'First Project',
    description: 'Complete your first project.',
    icon: 'hammer',
    rarity: 'common',
    requirement: { kind: 'completed-projects', count: 1 },
  },
  {
    id: 'five-star-review',
    name: 'Five-Star Review',
    description: 'Receive a 5-star review from a client.',
    icon: 'star',
    rarity: 'uncommon',
    requirement: { kind: 'review-rating', rating: 5 },
  },
  {
    id: 'reliable-engineer',
    name: 'Reliable Engineer',
    description: 'Complete 5 projects.',
    icon: 'briefcase',
    rarity: 'uncommon',
    requirement: { kind: 'completed-projects', count: 5 },
  },
  {
    id: 'certified-engineer',
    name: 'Certified Engineer',
    description: 'Pass the certification test.',
    icon: 'award',
    rarity: 'rare',
    requirement: { kind: 'certified' },
  },
  {
    id: 'perfect-score',
    name: 'Perfect Score',
    description: 'Score 100% on the certification test.',
    icon: 'target',
    rarity: 'epic',
    requirement: { kind: 'certification-percentage', percentage: 100 },
  },
  {
    id: 'workshop-veteran',
    name: 'Workshop Veteran',
    description: 'Complete 25 projects.',
    icon: 'trophy',
    rarity: 'epic',
    requirement: { kind: 'completed-projects', count: 25 },
  },
  {
    id: 'top-rated',
    name: 'Top Rated',
    description: 'Reach 10 reviews averaging 4.8 stars or more.',
    icon: 'crown',
    rarity: 'legendary',
    requirement: { kind: 'average-rating', reviews: 10, average: 4.8 },
  },
];
