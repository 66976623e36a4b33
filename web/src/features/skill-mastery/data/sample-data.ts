import type { ActivityEntry, Skill } from '../types';
import { MAX_LEVEL } from '../utils/levels';

/**
 * Shown, labelled 'Sample', only while the engineer has earned no experience of their own: what the tabs will look
 * like (spec section 2: the original page was all demo data).
 */
export const SAMPLE_SKILLS: Skill[] = [
  { id: 'sample-cabinet-vision', name: 'Cabinet Vision', currentLevel: 85, currentExperience: 180, experienceForNextLevel: 250, maxLevel: MAX_LEVEL },
  { id: 'sample-kitchen-design', name: 'Kitchen Design', currentLevel: 72, currentExperience: 90, experienceForNextLevel: 250, maxLevel: MAX_LEVEL },
  { id: 'sample-mozaik', name: 'Mozaik', currentLevel: 48, currentExperience: 210, experienceForNextLevel: 250, maxLevel: MAX_LEVEL },
  { id: 'sample-cnc-programming', name: 'CNC Programming', currentLevel: 23, currentExperience: 40, experienceForNextLevel: 250, maxLevel: MAX_LEVEL },
];

/** Newest first. */
export const SAMPLE_ACTIVITY: ActivityEntry[] = [
  {
    id: 'sample-review',
    type: 'review',
    description: 'Received a 5-star review on',
    projectTitle: 'Modern walnut kitchen',
    experienceGained: 500,
    skillsAffected: ['Kitchen Cabinets', 'Client Satisfaction'],
    date: '2026-11-19T09:30:00Z',
  },
  {
    id: 'sample-project',
    type: 'project_completion',
    description: 'Completed',
    projectTitle: 'Modern walnut kitchen',
    experienceGained: 500,
    skillsAffected: ['Kitchen Cabinets', 'Cabinet Engineering'],
    date: '2026-11-18T16:00:00Z',
  },
  {
    id: 'sample-certification',
    type: 'certification',
    description: 'Passed the certification test with 90%',
    experienceGained: 1800,
    skillsAffected: ['Cabinet Engineering'],
    date: '2026-10-02T14:00:00Z',
  },
];
