import { KeyRound } from 'lucide-react';
import { useState } from 'react';

import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { UpgradePrompt } from '@/components/ui/upgrade-prompt';
import { paths } from '@/config/paths';
import type { Capability } from '@/lib/capabilities';
import type { PlanRequired } from '@/lib/plan-required';

import { useListApiTokensQuery } from '../api/api-tokens-api';
import type { NewApiToken } from '../types';
import { CreatedToken } from './created-token';
import { NewTokenForm } from './new-token-form';
import { TokenList } from './token-list';

/** What the server would answer a member without custom integrations, shown before any request is made. */
const CUSTOM_INTEGRATIONS_REQUIRED: PlanRequired = {
  capability: 'custom_integrations',
  plan: 'enterprise',
  link: paths.premiumPlans.getHref(),
  message: 'Custom integrations is part of the Enterprise plan: upgrade to use it.',
};

function Tokens() {
  const tokens = useListApiTokensQuery();
  const [created, setCreated] = useState<NewApiToken | null>(null);
  if (tokens.error) return <ErrorState layout="card" title="We couldn't load your API tokens" error={tokens.error} onRetry={() => void tokens.refetch()} />;
  if (!tokens.data) {
    return (
      <LoadingState label="Loading your API tokens">
        <SkeletonBlocks count={2} className="h-12 rounded-lg" />
      </LoadingState>
    );
  }
  return (
    <div className="space-y-4">
      {created ? <CreatedToken token={created} onDone={() => setCreated(null)} /> : null}
      <NewTokenForm onCreated={setCreated} />
      <TokenList tokens={tokens.data} />
    </div>
  );
}

export interface ApiTokensCardProps {
  /** The member's capabilities; undefined while their subscription loads. */
  capabilities: readonly Capability[] | undefined;
}

/**
 * /profile: personal API tokens for the member's own tools (enterprise: custom integrations). Without the capability
 * the upgrade prompt stands in place, and nothing is requested.
 */
export function ApiTokensCard({ capabilities }: ApiTokensCardProps) {
  if (!capabilities) return null;
  return (
    <Panel
      region
      title="API tokens"
      icon={<KeyRound aria-hidden="true" className="h-5 w-5 text-amber-600" />}
      description="Connect your shop's own tools (ERP, scheduling, reports) to CabinetWorks: each token works like you on the API."
    >
      {capabilities.includes('custom_integrations') ? <Tokens /> : <UpgradePrompt required={CUSTOM_INTEGRATIONS_REQUIRED} />}
    </Panel>
  );
}
