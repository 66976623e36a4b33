import type { Skill } from '../types';

/** Level 100 is the top (spec section 4: 'MAX LEVEL REACHED'). */
export const MAX_LEVEL = 100;

/** Every level takes the same experience, so the bar always shows progress toward the next one. */
export const EXPERIENCE_PER_LEVEL = 250;

export type SkillLevel = Pick<Skill, 'currentLevel' | 'currentExperience' | 'experienceForNextLevel' | 'maxLevel'>;

/** Level 1 with no experience, one more level per EXPERIENCE_PER_LEVEL, never above MAX_LEVEL (the bar is then full). */
export function levelFromExperience(experience: number): SkillLevel {
  const total = Math.max(0, Math.floor(experience));
  const level = Math.min(MAX_LEVEL, 1 + Math.floor(total / EXPERIENCE_PER_LEVEL));
  return {
    currentLevel: level,
    currentExperience: level >= MAX_LEVEL ? EXPERIENCE_PER_LEVEL : total % EXPERIENCE_PER_LEVEL,
    experienceForNextLevel: EXPERIENCE_PER_LEVEL,
    maxLevel: MAX_LEVEL,
  };
}

export function isMaxLevel(skill: Pick<Skill, 'currentLevel' | 'maxLevel'>): boolean {
  return skill.currentLevel >= skill.maxLevel;
}

/** How far toward the next level, in whole percent (100 at the top level). */
export function experiencePercent(skill: SkillLevel): number {
  if (isMaxLevel(skill) || skill.experienceForNextLevel <= 0) return 100;
  return Math.min(100, Math.round((skill.currentExperience / skill.experienceForNextLevel) * 100));
}

/** 80 and up: master (trophy); 60 and up: expert (star); 40 and up: proficient (bolt); below 40 none. */
export type MasteryBand = 'master' | 'expert' | 'proficient';

export function masteryBand(level: number): MasteryBand | null {
  if (level >= 80) return 'master';
  if (level >= 60) return 'expert';
  if (level >= 40) return 'proficient';
  return null;
}
