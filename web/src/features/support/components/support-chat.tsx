import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextAreaField } from '@/components/ui/form-field';
import { UserText } from '@/components/ui/user-text';
import { TEXT_LIMITS } from '@/config/constants';
import { formatApiError } from '@/lib/errors';
import type { SupportConversation, SupportMessage } from '@/lib/realtime';

import { useGetSupportMessagesQuery, useSendSupportMessageMutation } from '../api/support-api';

/** A visitor has no socket (it needs a session): their page asks for new messages this often instead. */
export const VISITOR_POLL_MS = 5000;

function authorLabel(message: SupportMessage): string {
  if (message.author === 'admin') return message.senderName ? `${message.senderName} (Support)` : 'Support';
  return 'You';
}

function MessageItem({ message }: { message: SupportMessage }) {
  const mine = message.author !== 'admin';
  return (
    <li className={mine ? 'ml-auto max-w-[80%] rounded-xl bg-amber-50 p-3' : 'mr-auto max-w-[80%] rounded-xl bg-slate-100 p-3'}>
      <p className="text-xs font-medium text-slate-500">{authorLabel(message)}</p>
      <UserText as="p" multiline className="text-sm text-slate-900">
        {message.content}
      </UserText>
    </li>
  );
}

/** The conversation with the desk: messages oldest first, live (a member) or polled (a visitor), and a composer. */
export function SupportChat({ conversation, visitor }: { conversation: SupportConversation; visitor: boolean }) {
  const { data: messages = [] } = useGetSupportMessagesQuery(conversation.id, { pollingInterval: visitor ? VISITOR_POLL_MS : 0 });
  const [send, { isLoading, error }] = useSendSupportMessageMutation();
  const [draft, setDraft] = useState('');
  const closed = conversation.status === 'closed';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content) return;
    const sent = await send({ conversationId: conversation.id, content });
    if ('data' in sent) setDraft('');
  };

  return (
    <Card className="space-y-4 p-5">
      <ol aria-label="Support messages" className="flex max-h-[28rem] flex-col gap-3 overflow-y-auto">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </ol>
      {closed ? (
        <p className="text-sm text-slate-600">This conversation is closed. Start a new one below if you need more help.</p>
      ) : (
        <form onSubmit={submit} className="space-y-3">
          <TextAreaField
            label="Your message"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            limit={TEXT_LIMITS.contactMessage}
            rows={3}
            error={error ? formatApiError(error) : undefined}
          />
          <Button type="submit" disabled={isLoading || !draft.trim()}>
            Send
          </Button>
        </form>
      )}
    </Card>
  );
}
