import { useState } from 'react';

import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { UpgradePrompt } from '@/components/ui/upgrade-prompt';
import type { PlanRequired } from '@/lib/plan-required';

import { useGetWebhooksQuery } from '../api/webhooks-api';
import type { CreatedWebhook } from '../types';
import { WebhookEndpointItem } from './webhook-endpoint-item';
import { WebhookForm } from './webhook-form';
import { WebhookSecret } from './webhook-secret';

const MAX_ENDPOINTS = 5;

/** The member's endpoints with their actions, the form to add one and, once, the new endpoint's secret. */
export function WebhookManager() {
  const endpoints = useGetWebhooksQuery();
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [refusal, setRefusal] = useState<PlanRequired | null>(null);
  if (refusal) return <UpgradePrompt required={refusal} />;
  if (endpoints.error) {
    return <ErrorState layout="card" title="We couldn't load your webhooks" error={endpoints.error} onRetry={() => void endpoints.refetch()} />;
  }
  if (!endpoints.data) {
    return (
      <LoadingState label="Loading your webhooks">
        <SkeletonBlocks count={2} className="h-12 rounded-lg" />
      </LoadingState>
    );
  }
  return (
    <div className="space-y-4">
      {created ? <WebhookSecret endpoint={created} onDone={() => setCreated(null)} /> : null}
      {endpoints.data.length === 0 ? (
        <p className="text-sm text-slate-600">No endpoints yet. Add the https address that should receive your events.</p>
      ) : (
        <ul className="space-y-3" aria-label="Webhook endpoints">
          {endpoints.data.map((endpoint) => (
            <WebhookEndpointItem key={endpoint.id} endpoint={endpoint} onRefused={setRefusal} />
          ))}
        </ul>
      )}
      {endpoints.data.length < MAX_ENDPOINTS ? (
        <WebhookForm onCreated={setCreated} onRefused={setRefusal} />
      ) : (
        <p className="text-sm text-slate-600">You have {MAX_ENDPOINTS} endpoints, the most allowed: delete one to add another.</p>
      )}
    </div>
  );
}
