import { MessageSquare, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { UserText } from '@/components/ui/user-text';
import { TEXT_LIMITS } from '@/config/constants';
import { cn } from '@/lib/cn';
import { formatTimestamp } from '@/lib/date-time';
import { isTooLong } from '@/lib/text-length';

import type { DemoMessage, DemoProject } from '../data/demo-project';

export interface MessagesTabProps {
  project: DemoProject;
  messages: readonly DemoMessage[];
  /** Adds the text to the page's demo conversation, as the client; nothing is sent. */
  onSend: (text: string) => void;
}

export function MessagesTab({ project, messages, onSend }: MessagesTabProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    // Past the limit the field shows its error; nothing is added (or cut).
    if (!trimmed || isTooLong(text, TEXT_LIMITS.chatMessage)) return;
    onSend(trimmed);
    setText('');
  };
  return (
    <Panel
      title="Messages"
      icon={<MessageSquare aria-hidden="true" className="h-5 w-5 text-amber-600" />}
      description="Demo conversation: what you write stays on this page and is not sent."
    >
      <ol aria-label="Conversation" className="space-y-3">
        {messages.map((message) => {
          const mine = message.from === 'client';
          const author = mine ? project.client.name : project.engineer.name;
          return (
            <li key={message.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
              <div className={cn('max-w-[85%] min-w-0 rounded-2xl px-4 py-2 text-sm', mine ? 'bg-amber-600 text-white' : 'bg-slate-100 text-slate-900')}>
                <p className={cn('text-xs font-medium', mine ? 'text-amber-50' : 'text-slate-600')}>
                  {author} · {formatTimestamp(message.sentAt)}
                </p>
                <UserText as="p" className="mt-1 whitespace-pre-wrap">
                  {message.text}
                </UserText>
              </div>
            </li>
          );
        })}
      </ol>
      <form onSubmit={submit} className="mt-6 space-y-3">
        <TextAreaField label="Your message" rows={3} limit={TEXT_LIMITS.chatMessage} value={text} onChange={(event) => setText(event.target.value)} />
        <Button type="submit" disabled={!text.trim()}>
          <Send aria-hidden="true" className="h-4 w-4" /> Send
        </Button>
      </form>
    </Panel>
  );
}
