import { LifeBuoy } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { UserText } from '@/components/ui/user-text';
import { cn } from '@/lib/cn';

import { useGetSupportQueueQuery, type SupportQueueEntry } from '../api/support-queue-api';
import { waitingLabel } from '../utils/support-queue';
import { EmptyNote } from './empty-note';
import { SupportThread } from './support-thread';

function QueueItem({ entry, selected, onSelect }: { entry: SupportQueueEntry; selected: boolean; onSelect: () => void }) {
  return (
    <li>
      <button type="button" onClick={onSelect} aria-pressed={selected} className={cn('w-full rounded-lg border p-3 text-left', selected ? 'border-amber-500 bg-amber-50' : 'border-slate-200 hover:bg-slate-50')}>
        <span className="flex items-center justify-between gap-2">
          <UserText truncate className="font-medium text-slate-900">
            {entry.name || 'Visitor'}
          </UserText>
          {entry.priority && <Badge tone="amber">Priority</Badge>}
        </span>
        <span className="block text-xs text-slate-500">{waitingLabel(entry.waitingSeconds)}</span>
        {entry.lastMessage && (
          <UserText as="span" truncate className="block text-sm text-slate-600">
            {entry.lastMessage.content}
          </UserText>
        )}
      </button>
    </li>
  );
}

/** The admins' support desk: the open queue (priority support first, then the longest wait) and the chosen conversation. */
export function SupportTab() {
  const { data: queue = [], isLoading, isError, error, refetch, isFetching } = useGetSupportQueueQuery('open');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = queue.find((entry) => entry.id === chosenId) ?? queue[0];

  let list;
  if (isLoading) {
    list = (
      <LoadingState label="Loading the support queue" className="space-y-2">
        <SkeletonBlocks count={2} className="h-16 rounded-lg" />
      </LoadingState>
    );
  } else if (isError) {
    list = <ErrorState layout="card" title="We couldn't load the support queue" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (queue.length === 0) {
    list = (
      <EmptyNote icon={LifeBuoy} title="No open support chats">
        New chats appear here at once, priority support first.
      </EmptyNote>
    );
  } else {
    list = (
      <ul aria-label="Support queue" className="space-y-2">
        {queue.map((entry) => (
          <QueueItem key={entry.id} entry={entry} selected={entry.id === chosen?.id} onSelect={() => setChosenId(entry.id)} />
        ))}
      </ul>
    );
  }

  return (
    <Card className="grid gap-6 p-5 lg:grid-cols-[18rem_1fr]">
      <div>
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Support queue</h2>
        {list}
      </div>
      {chosen && !isError ? <SupportThread key={chosen.id} entry={chosen} /> : null}
    </Card>
  );
}
