/** The step index moved by `delta`, kept within the steps. */
export function moveStep(current: number, delta: number, stepCount: number): number {
  return Math.min(Math.max(current + delta, 0), stepCount - 1);
}

/** Where each step stands relative to the current one. */
export function stepState(index: number, current: number): 'complete' | 'current' | 'upcoming' {
  if (index < current) return 'complete';
  return index === current ? 'current' : 'upcoming';
}

/** The next progress value, never above 100. */
export function nextProgress(value: number, step: number): number {
  return Math.min(100, value + step);
}

/** The favourite toggle's count after pressing it. */
export function toggledCount(count: number, pressedBefore: boolean): number {
  return pressedBefore ? Math.max(0, count - 1) : count + 1;
}
