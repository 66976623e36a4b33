import { useEffect, useSyncExternalStore } from 'react';

import type { ServerFrame } from './protocol';
import { realtime } from './realtime-client';

/** The connected flag of the realtime socket (false while it is down or reconnecting). */
export function useRealtimeConnected(): boolean {
  return useSyncExternalStore(realtime.subscribeStatus, realtime.isConnected, realtime.isConnected);
}

/** Keeps the socket open while a user is signed in (null: signed out, closed). */
export function useRealtimeSession(userId: number | null): void {
  useEffect(() => {
    if (userId === null) return;
    realtime.connect(userId);
    return () => realtime.disconnect();
  }, [userId]);
}

/** Calls `onFrame` for every server frame while mounted; pass a stable function. */
export function useRealtimeFrames(onFrame: (frame: ServerFrame) => void): void {
  useEffect(() => realtime.subscribe(onFrame), [onFrame]);
}
