import { createAction } from '@reduxjs/toolkit';

/**
 * Dispatched when the signed-in session ends (sign out). Slices that hold per-user client
 * state (notifications, ...) reset on it, so features never need to import each other.
 */
export const sessionEnded = createAction('session/ended');
