import { useCallback, useState } from 'react';

import { PlanLimitAlert } from '@/components/shared/plan-limit-alert';
import { isDailyMessageLimit } from '@/lib/plan-limits';
import { useRealtimeFrames, type ServerFrame } from '@/lib/realtime';

/**
 * The plan's daily message cap refuses a message with an `error` frame (which also raises the 'Connection Error'
 * toast); the refusal stays in the chat with the way to a bigger plan until a message goes out again.
 */
export function DailyLimitNotice() {
  const [notice, setNotice] = useState<string | null>(null);
  const onFrame = useCallback((frame: ServerFrame) => {
    if (frame.type === 'error' && isDailyMessageLimit(frame.message)) setNotice(frame.message);
    else if (frame.type === 'message_sent') setNotice(null);
  }, []);
  useRealtimeFrames(onFrame);
  if (!notice) return null;
  return (
    <div className="border-t border-slate-100 p-3">
      <PlanLimitAlert title="Daily message limit reached">{notice}</PlanLimitAlert>
    </div>
  );
}
