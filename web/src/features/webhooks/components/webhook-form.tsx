import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { planRequired, type PlanRequired } from '@/lib/plan-required';

import { useCreateWebhookMutation } from '../api/webhooks-api';
import type { CreatedWebhook } from '../types';

export interface WebhookFormProps {
  onCreated: (endpoint: CreatedWebhook) => void;
  /** A plan_required refusal (the plan ended since the page loaded): shown as the upgrade prompt. */
  onRefused: (refusal: PlanRequired) => void;
}

/** Adds an endpoint for every event; the server checks the address (https, a host, no credentials). */
export function WebhookForm({ onCreated, onRefused }: WebhookFormProps) {
  const [url, setUrl] = useState('');
  const [create, { isLoading }] = useCreateWebhookMutation();
  const submit = useSubmitWithToast(create, {
    failureTitle: 'Endpoint Not Added',
    onSuccess: (endpoint) => {
      setUrl('');
      onCreated(endpoint);
    },
    shownInPlace: (error) => planRequired(error) !== null,
    onError: (error) => {
      const refusal = planRequired(error);
      if (refusal) onRefused(refusal);
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ url: url.trim() });
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Add a webhook endpoint">
      <FormField
        label="Endpoint URL"
        type="url"
        placeholder="https://hooks.example.com/cabinetworks"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        limit={2048}
        counter="near-limit"
        required
        className="min-w-0 flex-1"
      />
      <BusyButton type="submit" icon={Plus} busy={isLoading} busyLabel="Adding endpoint" disabled={!url.trim()}>
        Add endpoint
      </BusyButton>
    </form>
  );
}
