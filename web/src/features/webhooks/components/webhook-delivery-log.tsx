import { RefreshCw } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { Pagination } from '@/components/ui/pagination';
import { formatTimestamp } from '@/lib/date-time';

import { useGetWebhookDeliveriesQuery } from '../api/webhooks-api';
import type { WebhookDelivery } from '../types';

const STATUS_TONE = { delivered: 'green', failed: 'red', pending: 'slate' } as const;

function outcome(delivery: WebhookDelivery): string {
  const parts = [
    delivery.statusCode === null ? 'no answer' : `HTTP ${delivery.statusCode}`,
    `${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}`,
  ];
  if (delivery.durationMs !== null) parts.push(`${delivery.durationMs} ms`);
  if (delivery.deliveredAt) parts.push(`delivered ${formatTimestamp(delivery.deliveredAt)}`);
  if (delivery.failedAt) parts.push(`failed ${formatTimestamp(delivery.failedAt)}`);
  if (delivery.nextAttemptAt && delivery.attempts > 0) parts.push(`next attempt ${formatTimestamp(delivery.nextAttemptAt)}`);
  return parts.join(' · ');
}

function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <li className="space-y-1 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-xs text-slate-900">{delivery.eventType}</span>
        <Badge tone={STATUS_TONE[delivery.status]}>{delivery.status}</Badge>
        <span className="text-xs text-slate-500">{formatTimestamp(delivery.createdAt)}</span>
      </div>
      <p className="text-xs text-slate-600">{outcome(delivery)}</p>
      {delivery.lastError && delivery.status !== 'delivered' ? (
        <p className="text-xs break-words text-red-700">Last error: {delivery.lastError}</p>
      ) : null}
    </li>
  );
}

/** An endpoint's deliveries, newest first, ten to a page, each with its outcome. */
export function WebhookDeliveryLog({ endpointId }: { endpointId: number }) {
  const [page, setPage] = useState(1);
  const log = useGetWebhookDeliveriesQuery({ id: endpointId, page });
  if (log.error) return <ErrorState layout="card" title="We couldn't load the delivery log" error={log.error} onRetry={() => void log.refetch()} />;
  if (!log.data) {
    return (
      <LoadingState label="Loading the delivery log">
        <SkeletonBlocks count={2} className="h-8 rounded-lg" />
      </LoadingState>
    );
  }
  const pageCount = Math.max(1, Math.ceil(log.data.total / log.data.pageSize));
  return (
    <section aria-label="Delivery log" className="rounded-lg bg-slate-50 px-3 py-2">
      <div className="flex items-center justify-between">
        <h4 className="text-sm font-semibold text-slate-900">Delivery log</h4>
        <Button size="sm" variant="ghost" onClick={() => void log.refetch()} disabled={log.isFetching}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" /> Refresh
        </Button>
      </div>
      {log.data.deliveries.length === 0 ? (
        <p className="py-2 text-sm text-slate-600">Nothing sent yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {log.data.deliveries.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} />
          ))}
        </ul>
      )}
      {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} size="sm" label="Delivery log pages" /> : null}
    </section>
  );
}
