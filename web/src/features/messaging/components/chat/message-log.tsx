import { MessageSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { LoadingState } from '@/components/ui/loading-state';
import { UserText } from '@/components/ui/user-text';
import { formatApiError } from '@/lib/errors';
import { fullName } from '@/lib/user-display';

import { useGetProjectMessagesQuery } from '../../api/messages-api';
import type { ChatPartner } from '../../types';
import { conversationWith } from '../../utils/messages';
import { stillPending, type PendingMessage } from '../../utils/pending-messages';
import { MessageBubble } from './message-bubble';
import { PendingBubble } from './pending-bubble';

export function MessageLog({ projectId, viewerId, partner, pending }: { projectId: number; viewerId: number; partner: ChatPartner; pending: readonly PendingMessage[] }) {
  const { data, isLoading, error } = useGetProjectMessagesQuery(projectId);
  const messages = conversationWith(data ?? [], viewerId, partner.id);
  const sending = stillPending(pending, data ?? []);
  const logRef = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastId, sending.length]);

  if (isLoading) return <LoadingState label="Loading messages" size="sm" className="flex-1" />;
  if (error && !data) {
    return <p className="flex flex-1 items-center justify-center p-6 text-center text-sm text-red-600">{formatApiError(error)}</p>;
  }
  if (messages.length === 0 && sending.length === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center">
        <MessageSquare aria-hidden="true" className="h-10 w-10 text-slate-300" />
        <p className="font-medium text-slate-900">No messages yet</p>
        <p className="max-w-full text-sm wrap-anywhere text-slate-600">
          Start the conversation with <UserText>{fullName(partner)}</UserText> about this project.
        </p>
      </div>
    );
  }
  return (
    <div ref={logRef} role="log" aria-label={`Messages with ${fullName(partner)}`} className="flex-1 overflow-y-auto p-4">
      <ol className="space-y-4">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} own={message.senderId === viewerId} />
        ))}
        {sending.map((message) => (
          <PendingBubble key={message.clientMessageId} message={message} />
        ))}
      </ol>
    </div>
  );
}
