import { ChevronDown, ChevronUp, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { BusyButton } from '@/components/ui/busy-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { planRequired, type PlanRequired } from '@/lib/plan-required';

import { useDeleteWebhookMutation, useSendWebhookTestMutation } from '../api/webhooks-api';
import type { WebhookEndpoint } from '../types';
import { WebhookDeliveryLog } from './webhook-delivery-log';

export interface WebhookEndpointItemProps {
  endpoint: WebhookEndpoint;
  onRefused: (refusal: PlanRequired) => void;
}

/** One endpoint: its address and events, "Send test", its delivery log on demand, and delete after confirming. */
export function WebhookEndpointItem({ endpoint, onRefused }: WebhookEndpointItemProps) {
  const [confirming, setConfirming] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [remove, removing] = useDeleteWebhookMutation();
  const [sendTest, testing] = useSendWebhookTestMutation();
  const submitDelete = useSubmitWithToast(remove, {
    success: { title: 'Endpoint Deleted', description: 'Nothing more is sent to it.', variant: 'success' },
    failureTitle: 'Delete Failed',
    onSuccess: () => setConfirming(false),
  });
  const submitTest = useSubmitWithToast(sendTest, {
    success: { title: 'Test Queued', description: 'A ping is on its way: see the delivery log.', variant: 'success' },
    failureTitle: 'Test Not Sent',
    onSuccess: () => setShowLog(true),
    shownInPlace: (error) => planRequired(error) !== null,
    onError: (error) => {
      const refusal = planRequired(error);
      if (refusal) onRefused(refusal);
    },
  });
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium break-all text-slate-900">{endpoint.url}</p>
          <p className="text-xs text-slate-500">{endpoint.events.join(', ')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <BusyButton
            size="sm"
            variant="outline"
            icon={Send}
            busy={testing.isLoading}
            busyLabel="Sending test"
            onClick={() => void submitTest(endpoint.id)}
          >
            Send test
          </BusyButton>
          <Button size="sm" variant="ghost" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
            {showLog ? <ChevronUp aria-hidden="true" className="h-4 w-4" /> : <ChevronDown aria-hidden="true" className="h-4 w-4" />}
            Delivery log
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button size="sm" variant="ghost" aria-label={`Delete ${endpoint.url}`}>
                <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete
              </Button>
            }
            title="Delete this endpoint?"
            description={`Nothing more will be sent to ${endpoint.url}, and its delivery log is deleted with it.`}
            confirmLabel="Delete endpoint"
            onConfirm={() => void submitDelete(endpoint.id)}
            busy={removing.isLoading}
          />
        </div>
      </div>
      {showLog ? <WebhookDeliveryLog endpointId={endpoint.id} /> : null}
    </li>
  );
}
