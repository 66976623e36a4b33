import { Badge } from '@/components/ui/badge';
import { useRealtimeConnected } from '@/lib/realtime';

/** Online while the realtime socket is up, Offline while it is down or reconnecting. */
export function ConnectionBadge() {
  const connected = useRealtimeConnected();
  return (
    <Badge tone={connected ? 'green' : 'slate'}>
      <span aria-hidden="true" className={connected ? 'h-1.5 w-1.5 rounded-full bg-emerald-500' : 'h-1.5 w-1.5 rounded-full bg-slate-400'} />
      {connected ? 'Online' : 'Offline'}
    </Badge>
  );
}
