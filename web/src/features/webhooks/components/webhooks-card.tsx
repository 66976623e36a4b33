import { Webhook } from 'lucide-react';

import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { UpgradePrompt } from '@/components/ui/upgrade-prompt';
import type { Capability } from '@/lib/capabilities';

import { WEBHOOKS_REQUIRED } from '../utils/plan';
import { WebhookManager } from './webhook-manager';

export interface WebhooksCardProps {
  /** The member's capabilities (see capabilitiesOf); undefined while their subscription loads or when it failed. */
  capabilities: readonly Capability[] | undefined;
  /** Why the subscription could not be loaded. */
  error?: unknown;
  onRetry?: () => void;
}

function WebhooksAccess({ capabilities, error, onRetry }: WebhooksCardProps) {
  if (capabilities) {
    return capabilities.includes('custom_integrations') ? <WebhookManager /> : <UpgradePrompt required={WEBHOOKS_REQUIRED} />;
  }
  if (error) return <ErrorState layout="card" title="We couldn't load your plan" error={error} onRetry={onRetry} />;
  return (
    <LoadingState label="Loading your plan">
      <SkeletonBlocks count={1} className="h-10 rounded-lg" />
    </LoadingState>
  );
}

/**
 * /profile: outgoing webhooks for the member's project events (enterprise). Without custom_integrations the upgrade
 * prompt stands in place of the endpoints, and nothing is requested.
 */
export function WebhooksCard(props: WebhooksCardProps) {
  return (
    <Panel
      region
      title="Webhooks"
      icon={<Webhook aria-hidden="true" className="h-5 w-5 text-amber-600" />}
      description="Send your project events (bids, funded stages, submissions, approvals, uploads) to your own systems, signed with HMAC-SHA256."
    >
      <WebhooksAccess {...props} />
    </Panel>
  );
}
