import { Building2 } from 'lucide-react';

import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { UpgradePrompt } from '@/components/ui/upgrade-prompt';
import { paths } from '@/config/paths';
import type { Capability } from '@/lib/capabilities';
import type { PlanRequired } from '@/lib/plan-required';

import { useGetOwnBrandingQuery } from '../api/branding-api';
import { CompanyNameForm } from './company-name-form';
import { LogoField } from './logo-field';

/** What the server would answer a member without white-label, shown before any request is made. */
const WHITE_LABEL_REQUIRED: PlanRequired = {
  capability: 'white_label',
  plan: 'enterprise',
  link: paths.premiumPlans.getHref(),
  message: 'White-label is part of the Enterprise plan: upgrade to use it.',
};

function BrandingEditor() {
  const branding = useGetOwnBrandingQuery();
  if (branding.error) {
    return <ErrorState layout="card" title="We couldn't load your branding" error={branding.error} onRetry={() => void branding.refetch()} />;
  }
  if (!branding.data) {
    return (
      <LoadingState label="Loading your branding">
        <SkeletonBlocks count={2} className="h-12 rounded-lg" />
      </LoadingState>
    );
  }
  return (
    <div className="space-y-6">
      <CompanyNameForm current={branding.data.companyName} />
      <LogoField logoUrl={branding.data.logoUrl} />
    </div>
  );
}

export interface BrandingCardProps {
  /** The member's capabilities; undefined while their subscription loads. */
  capabilities: readonly Capability[] | undefined;
}

/**
 * /profile: the member's company name and logo (white-label, enterprise), shown on their profile, their projects'
 * pages and the e-mails their projects send. Without the capability the upgrade prompt stands in place.
 */
export function BrandingCard({ capabilities }: BrandingCardProps) {
  if (!capabilities) return null;
  return (
    <Panel
      region
      title="Company branding"
      icon={<Building2 aria-hidden="true" className="h-5 w-5 text-amber-600" />}
      description="Your company's name and logo on your profile, your projects and the e-mails engineers get about them."
    >
      {capabilities.includes('white_label') ? <BrandingEditor /> : <UpgradePrompt required={WHITE_LABEL_REQUIRED} />}
    </Panel>
  );
}
