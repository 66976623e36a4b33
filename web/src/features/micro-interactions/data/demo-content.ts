/** Content of the /micro-interactions demo widgets (spec section 2: demo widgets only). */

export const STEPPER_STEPS = ['Post your project', 'Compare bids', 'Approve the design', 'Receive CNC files'] as const;

/** The text the copy demo copies. */
export const SAMPLE_PROJECT_REFERENCE = 'CW-2026-0142';

export const SAMPLE_FAVOURITE_COUNT = 24;

/** How long the demos take, in milliseconds. */
export const DEMO_TIMINGS = {
  save: 1500,
  savedNotice: 2000,
  copiedNotice: 2000,
  progressTick: 250,
} as const;

/** How much the demo upload grows per tick, in percent. */
export const PROGRESS_STEP = 10;
