import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/**
 * A dispatch that accepts thunks (RTK Query util thunks included) without importing the app
 * store into shared or feature code; the state type is the app's, which these layers cannot name.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AppThunkDispatch = ThunkDispatch<any, unknown, UnknownAction>;
