// @vitest-environment node
import { moveStep, nextProgress, stepState, toggledCount } from './demo-state';

describe('micro-interaction demo state', () => {
  it('keeps the stepper within its steps', () => {
    expect(moveStep(0, -1, 4)).toBe(0);
    expect(moveStep(0, 1, 4)).toBe(1);
    expect(moveStep(3, 1, 4)).toBe(3);
    expect([0, 1, 2].map((index) => stepState(index, 1))).toEqual(['complete', 'current', 'upcoming']);
  });

  it('grows progress up to 100', () => {
    expect(nextProgress(80, 10)).toBe(90);
    expect(nextProgress(95, 10)).toBe(100);
  });

  it('counts favourites up and down', () => {
    expect(toggledCount(24, false)).toBe(25);
    expect(toggledCount(25, true)).toBe(24);
    expect(toggledCount(0, true)).toBe(0);
  });
});
