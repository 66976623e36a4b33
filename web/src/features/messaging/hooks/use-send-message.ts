import { useCallback, useEffect, useState } from 'react';

import { toast } from '@/components/ui/toast';
import { randomUuid } from '@/lib/random-uuid';
import { realtime, useRealtimeFrames, type ServerFrame } from '@/lib/realtime';

import { sendMessageFrame, settledId, type PendingMessage } from '../utils/pending-messages';

/**
 * Sends chat messages over the socket, each with a clientMessageId of its own. A sent message stays pending until
 * the server answers for it: its copy of the message (`message_sent`, `new_message`) or a refusal (an `error`, which
 * the 'Connection Error' toast shows). When the socket drops first, the answer may be lost with it, so every pending
 * message goes out again after the reconnect under the same id: the server stores it at most once and answers with
 * the message it stored. With the socket down, `send` toasts 'Connection Error' (spec section 8) and answers false.
 */
export function useSendMessage(projectId: number, receiverId: number) {
  const [pending, setPending] = useState<readonly PendingMessage[]>([]);

  const settle = useCallback((frame: ServerFrame) => {
    const settled = settledId(frame);
    if (settled) setPending((current) => current.filter((message) => message.clientMessageId !== settled));
  }, []);
  useRealtimeFrames(settle);

  useEffect(
    () =>
      realtime.subscribeStatus((connected) => {
        if (connected) pending.forEach((message) => realtime.send(sendMessageFrame(message)));
      }),
    [pending],
  );

  const send = useCallback(
    (content: string): boolean => {
      const message: PendingMessage = { clientMessageId: randomUuid(), projectId, receiverId, content };
      const sent = realtime.send(sendMessageFrame(message));
      if (sent) {
        setPending((current) => [...current, message]);
      } else {
        toast({ title: 'Connection Error', description: 'Unable to send message. Please check your connection.', variant: 'destructive' });
      }
      return sent;
    },
    [projectId, receiverId],
  );

  return { pending, send };
}
