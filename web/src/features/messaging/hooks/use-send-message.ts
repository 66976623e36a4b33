import { useCallback } from 'react';

import { toast } from '@/components/ui/toast';
import { realtime } from '@/lib/realtime';

/**
 * Sends a chat message over the socket; the message shows once the server stores it (`message_sent`).
 * With the socket down it toasts 'Connection Error' (spec section 8) and answers false.
 */
export function useSendMessage(projectId: number, receiverId: number) {
  return useCallback(
    (content: string): boolean => {
      const sent = realtime.send({ type: 'send_message', projectId, receiverId, content });
      if (!sent) {
        toast({ title: 'Connection Error', description: 'Unable to send message. Please check your connection.', variant: 'destructive' });
      }
      return sent;
    },
    [projectId, receiverId],
  );
}
