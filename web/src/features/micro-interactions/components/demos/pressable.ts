/** A small press feedback that only moves for users who have not asked for reduced motion. */
export const pressable = 'motion-safe:transition-transform motion-safe:active:scale-95';
