import { PlanLimitAlert } from '@/components/shared/plan-limit-alert';

import { planName, type UploadPlanLimit } from '../../utils/files';

/** The server's refusal by the uploader's plan: one click to upgrade, to the plan it names when it names one. */
export function UploadPlanLimitAlert({ limit }: { limit: UploadPlanLimit }) {
  const plan = limit.requiredPlan ? planName(limit.requiredPlan) : null;
  return (
    <PlanLimitAlert
      title={plan ? `Part of the ${plan} plan` : 'Plan limit reached'}
      linkLabel={plan ? `Upgrade to ${plan}` : undefined}
      href={limit.upgradeUrl}
    >
      {limit.message}
    </PlanLimitAlert>
  );
}
