import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { CHAT_MESSAGE_MAX_LENGTH } from '@/config/constants';
import { cn } from '@/lib/cn';
import { lengthState, tooLongMessage } from '@/lib/text-length';
import { isolateText } from '@/lib/user-text';
import { useRealtimeConnected } from '@/lib/realtime';
import { fullName } from '@/lib/user-display';

import type { ChatPartner } from '../../types';

export function MessageForm({ partner, send }: { partner: ChatPartner; send: (content: string) => boolean }) {
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
