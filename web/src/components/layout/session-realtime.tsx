import { useRealtimeSession, useRealtimeToasts } from '@/lib/realtime';

/**
 * The signed-in user's realtime socket and the toasts its frames raise. Rendered only with a session (unmounting on
 * sign-out closes the socket), and loaded with it: a signed-out first visit does without the realtime client.
 */
export function SessionRealtime({ user }: { user: { id: number; role: string } }) {
  useRealtimeSession(user.id);
  useRealtimeToasts(user);
  return null;
}
