import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { UserText } from '@/components/ui/user-text';
import { TEXT_LIMITS } from '@/config/constants';
import { formatApiError } from '@/lib/errors';

import { useAnswerSupportMutation, useCloseSupportMutation, useGetSupportThreadQuery, type SupportQueueEntry } from '../api/support-queue-api';

/** One conversation of the queue: its messages live, an answer box, and closing it. */
export function SupportThread({ entry }: { entry: SupportQueueEntry }) {
  const { data: messages = [] } = useGetSupportThreadQuery(entry.id);
  const [answer, { isLoading: answering, error }] = useAnswerSupportMutation();
  const [close, { isLoading: closing }] = useCloseSupportMutation();
  const [draft, setDraft] = useState('');
  const open = entry.status === 'open';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content) return;
    const sent = await answer({ conversationId: entry.id, content });
    if ('data' in sent) setDraft('');
  };

  return (
    <section aria-label={`Conversation with ${entry.name}`} className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <UserText as="h3" truncate className="font-semibold text-slate-900">
            {entry.name || 'Visitor'}
          </UserText>
          <UserText as="p" truncate className="text-xs text-slate-500">
            {entry.email}
            {entry.visitor ? ' · visitor' : ''}
          </UserText>
        </div>
        {open && (
          <Button variant="outline" size="sm" disabled={closing} onClick={() => void close(entry.id)}>
            Close conversation
          </Button>
        )}
      </header>
      <ol aria-label="Conversation messages" className="flex max-h-96 flex-col gap-2 overflow-y-auto">
        {messages.map((message) => (
          <li key={message.id} className={message.author === 'admin' ? 'ml-auto max-w-[80%] rounded-lg bg-amber-50 p-2' : 'mr-auto max-w-[80%] rounded-lg bg-slate-100 p-2'}>
            <p className="text-xs text-slate-500">{message.author === 'admin' ? `${message.senderName || 'Support'} (admin)` : entry.name || 'Visitor'}</p>
            <UserText as="p" multiline className="text-sm text-slate-900">
              {message.content}
            </UserText>
          </li>
        ))}
      </ol>
      {open && (
        <form onSubmit={submit} className="space-y-2">
          <TextAreaField label="Answer" value={draft} onChange={(event) => setDraft(event.target.value)} limit={TEXT_LIMITS.contactMessage} rows={3} error={error ? formatApiError(error) : undefined} />
          <Button type="submit" disabled={answering || !draft.trim()}>
            Send answer
          </Button>
        </form>
      )}
    </section>
  );
}
