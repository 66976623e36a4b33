import { MessageSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { LoadingState } from '@/components/ui/loading-state';
import { UserText } from '@/components/ui/user-text';
import { formatApiError } from '@/lib/errors';
import { fullName } from '@/lib/user-display';

import type { ChatMessage, ChatPartner } from '../../types';
import { stillPending, type PendingMessage } from '../../utils/pending-messages';
import { MessageBubble } from './message-bubble';
import { PendingBubble } from './pending-bubble';

export interface MessageLogProps {
  /** The conversation's messages with the partner, oldest first (undefined while none arrived). */
  messages: readonly ChatMessage[] | undefined;
  isLoading: boolean;
  error: unknown;
  viewerId: number;
  partner: ChatPartner;
  pending?: readonly PendingMessage[];
  /** What an empty conversation is about: 'about this project' by default, '' for none. */
  topic?: string;
}

/** A conversation's messages, oldest first, then those still being sent; scrolled to the newest. */
export function MessageLog({ messages: data, isLoading, error, viewerId, partner, pending = [], topic = 'about this project' }: MessageLogProps) {
  const messages = data ?? [];
  const sending = stillPending(pending, messages);
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
          Start the conversation with <UserText>{fullName(partner)}</UserText>
          {topic ? ` ${topic}` : ''}.
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
