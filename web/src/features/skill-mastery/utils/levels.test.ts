// @vitest-environment node
import { EXPERIENCE_PER_LEVEL, experiencePercent, isMaxLevel, levelFromExperience, MAX_LEVEL, masteryBand } from './levels';

describe('skill levels', () => {
  it('starts at level 1 and gains a level every EXPERIENCE_PER_LEVEL', () => {
    expect(levelFromExperience(0)).toEqual({ currentLevel: 1, currentExperience: 0, experienceForNextLevel: EXPERIENCE_PER_LEVEL, maxLevel: MAX_LEVEL });
    expect(levelFromExperience(EXPERIENCE_PER_LEVEL - 1)).toMatchObject({ currentLevel: 1, currentExperience: EXPERIENCE_PER_LEVEL - 1 });
    expect(levelFromExperience(EXPERIENCE_PER_LEVEL)).toMatchObject({ currentLevel: 2, currentExperience: 0 });
    expect(levelFromExperience(1300)).toMatchObject({ currentLevel: 6, currentExperience: 50 });
    expect(levelFromExperience(-5)).toMatchObject({ currentLevel: 1, currentExperience: 0 });
  });

  it('stops at the max level 100 with a full bar', () => {
    const justBelow = levelFromExperience((MAX_LEVEL - 1) * EXPERIENCE_PER_LEVEL - 1);
    expect(justBelow.currentLevel).toBe(99);
    expect(isMaxLevel(justBelow)).toBe(false);
    const top = levelFromExperience((MAX_LEVEL - 1) * EXPERIENCE_PER_LEVEL);
    expect(top).toMatchObject({ currentLevel: 100, maxLevel: 100 });
    expect(isMaxLevel(top)).toBe(true);
    expect(experiencePercent(top)).toBe(100);
    const beyond = levelFromExperience(1_000_000);
    expect(beyond.currentLevel).toBe(100);
    expect(isMaxLevel(beyond)).toBe(true);
    expect(isMaxLevel({ currentLevel: 120, maxLevel: 100 })).toBe(true);
  });

  it('shows the progress toward the next level in percent', () => {
    expect(experiencePercent(levelFromExperience(125))).toBe(50);
    expect(experiencePercent(levelFromExperience(0))).toBe(0);
  });

  it('bands levels at 80 (trophy), 60 (star) and 40 (bolt)', () => {
    expect(masteryBand(100)).toBe('master');
    expect(masteryBand(80)).toBe('master');
    expect(masteryBand(79)).toBe('expert');
    expect(masteryBand(60)).toBe('expert');
    expect(masteryBand(59)).toBe('proficient');
    expect(masteryBand(40)).toBe('proficient');
    expect(masteryBand(39)).toBeNull();
    expect(masteryBand(1)).toBeNull();
  });
});
