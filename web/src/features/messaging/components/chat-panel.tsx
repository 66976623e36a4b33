import { MessageSquare, Send } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CharacterCount } from '@/components/ui/character-count';
import { LoadingState } from '@/components/ui/loading-state';
import { UserText } from '@/components/ui/user-text';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PANEL_HEIGHT_PX } from '@/config/constants';
import { PlanLimitAlert } from '@/components/shared/plan-limit-alert';
import { cn } from '@/lib/cn';
import { formatTimestamp } from '@/lib/date-time';
import { formatApiError } from '@/lib/errors';
import { isDailyMessageLimit } from '@/lib/plan-limits';
import { lengthState, tooLongMessage } from '@/lib/text-length';
import { isolateText } from '@/lib/user-text';
import { useRealtimeConnected, useRealtimeFrames, type ServerFrame } from '@/lib/realtime';
import { fullName } from '@/lib/user-display';

import { useGetProjectMessagesQuery } from '../api/messages-api';
import { useSendMessage } from '../hooks/use-send-message';
import type { ChatMessage, ChatPartner } from '../types';
import { conversationWith } from '../utils/messages';
import { stillPending, type PendingMessage } from '../utils/pending-messages';
import { ConnectionBadge } from './connection-badge';

function Bubble({ own, pending = false, header, content }: { own: boolean; pending?: boolean; header: ReactNode; content: string }) {
  return (
    <li className={cn('flex min-w-0 flex-col gap-1', own ? 'items-end' : 'items-start')} aria-busy={pending || undefined}>
      <span className="max-w-full text-xs wrap-anywhere text-slate-500">{header}</span>
      <UserText
        as="p"
        multiline
        className={cn(
          'max-w-[80%] rounded-2xl px-4 py-2 text-sm',
          own ? 'rounded-br-sm bg-amber-700 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900',
          pending && 'opacity-70',
        )}
      >
        {content}
      </UserText>
    </li>
  );
}

function MessageBubble({ message, own }: { message: ChatMessage; own: boolean }) {
  const header = (
    <>
      {own ? 'You' : <UserText>{`${message.sender.firstName} ${message.sender.lastName}`}</UserText>}
      <span aria-hidden="true"> · </span>
      <time dateTime={message.createdAt}>{formatTimestamp(message.createdAt)}</time>
    </>
  );
  return <Bubble own={own} header={header} content={message.content} />;
}

/** A message sent and not answered yet; the server's copy replaces it. */
function PendingBubble({ message }: { message: PendingMessage }) {
  const header = (
    <>
      You<span aria-hidden="true"> · </span>
      <span>Sending…</span>
    </>
  );
  return <Bubble own pending header={header} content={message.content} />;
}

function MessageLog({ projectId, viewerId, partner, pending }: { projectId: number; viewerId: number; partner: ChatPartner; pending: readonly PendingMessage[] }) {
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

/**
 * The plan's daily message cap refuses a message with an `error` frame (which also raises the 'Connection Error'
 * toast); the refusal stays in the chat with the way to a bigger plan until a message goes out again.
 */
function DailyLimitNotice() {
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

function MessageForm({ partner, send }: { partner: ChatPartner; send: (content: string) => boolean }) {
  const connected = useRealtimeConnected();
  const [draft, setDraft] = useState('');
  const content = draft.trim();
  const length = lengthState(draft, CHAT_MESSAGE_MAX_LENGTH);
  const counterId = useId();
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A message over the limit stays in the box with its error; it is never cut.
    if (!content || length.over) return;
    if (send(content)) setDraft('');
  };

  return (
    <form aria-label="Send a message" onSubmit={submit} className="space-y-1 border-t border-slate-100 p-3">
      <div className="flex items-center gap-2">
        <input
          type="text"
          dir="auto"
          aria-label="Message"
          aria-invalid={length.over ? true : undefined}
          aria-describedby={[length.over ? errorId : null, length.nearLimit ? counterId : null].filter(Boolean).join(' ') || undefined}
          placeholder={connected ? `Message ${isolateText(fullName(partner))}…` : 'Connecting…'}
          value={draft}
          disabled={!connected}
          onChange={(event) => setDraft(event.target.value)}
          className={cn(
            'h-10 min-w-0 flex-1 rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:ring-2 focus:outline-none disabled:bg-slate-50',
            length.over ? 'border-red-400 focus:border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-amber-500 focus:ring-amber-200',
          )}
        />
        <Button type="submit" disabled={!connected || !content || length.over}>
          <Send aria-hidden="true" className="h-4 w-4" />
          Send
        </Button>
      </div>
      <div className="flex items-start justify-between gap-3">
        {length.over ? (
          <p id={errorId} className="min-w-0 text-xs font-medium text-red-600">
            {tooLongMessage(length.count, length.limit)}
          </p>
        ) : null}
        <CharacterCount id={counterId} state={length} show="near-limit" className="ml-auto" />
      </div>
    </form>
  );
}

export interface ChatPanelProps {
  projectId: number;
  viewerId: number;
  partner: ChatPartner;
  /** Shown under the partner's name, e.g. the project title. */
  subtitle?: ReactNode;
  /** Shown beside the connection badge, e.g. a View Project link. */
  actions?: ReactNode;
}

/**
 * One conversation: history oldest first with live messages, the messages sent and not answered yet after them
 * ('Sending…', sent again after a reconnect), and the input (disabled while disconnected).
 */
export function ChatPanel({ projectId, viewerId, partner, subtitle, actions }: ChatPanelProps) {
  const { pending, send } = useSendMessage(projectId, partner.id);
  return (
    <Card className="flex flex-col overflow-hidden" style={{ height: CHAT_PANEL_HEIGHT_PX }} role="region" aria-label={`Chat with ${fullName(partner)}`}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
        <div className="min-w-0 flex-1">
          <UserText as="h2" truncate className="font-semibold text-slate-900">
            {fullName(partner)}
          </UserText>
          {subtitle ? (
            <UserText as="p" truncate className="text-sm text-slate-500">
              {subtitle}
            </UserText>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          <ConnectionBadge />
          {actions}
        </div>
      </div>
      <MessageLog projectId={projectId} viewerId={viewerId} partner={partner} pending={pending} />
      <DailyLimitNotice />
      <MessageForm partner={partner} send={send} />
    </Card>
  );
}
