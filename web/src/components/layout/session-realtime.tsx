import { useLiveCache, useRealtimeSession, useRealtimeToasts } from '@/lib/realtime';

/**
 * The signed-in user's realtime socket, the toasts its frames raise and the cached answers they make stale. Rendered only with a session (unmounting on
 * sign-out closes the socket), and loaded with it: a signed-out first visit does without the realtime client.
 */
export function SessionRealtime({ user }: { user: { id: number; role: string } }) {
  useRealtimeSession(user.id);
  useRealtimeToasts(user);
  useLiveCache();
  return null;
}
