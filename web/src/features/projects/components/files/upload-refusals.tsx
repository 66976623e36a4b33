import { Link } from 'react-router';

import { PlanLimitAlert } from '@/components/shared/plan-limit-alert';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

import { planName, type UploadPlanLimit, type UploadRefusal } from '../../utils/files';

/** The plan that takes every format and the largest files: nothing to upgrade to. */
const TOP_PLAN = 'enterprise';

/** Refused before sending (format, size), or by the server because the bytes equal the latest version's. */
type Refusal = UploadRefusal | { kind: 'identical'; message: string };

const REFUSAL_LABELS: Record<Refusal['kind'], string> = { format: 'Unknown Format', size: 'File too large', identical: 'Unchanged' };

/** A chosen file that was not uploaded, and why. */
export interface Refused {
  name: string;
  refusal: Refusal;
}

/** The files not sent, each with why; a format or size another plan takes links to the plans. */
export function RefusedFiles({ refused, plan }: { refused: Refused[]; plan: string }) {
  const upgradable = refused.some(({ refusal }) => refusal.kind !== 'identical') && plan !== TOP_PLAN;
  return (
    <Alert
      title="Not uploaded"
      action={
        upgradable ? (
          <Link to={paths.premiumPlans.getHref()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Compare plans
          </Link>
        ) : undefined
      }
    >
      <ul aria-label="Files not uploaded" className="space-y-1">
        {refused.map(({ name, refusal }, index) => (
          <li key={`${name}-${index}`} className="wrap-anywhere">
            <span className="font-semibold">{REFUSAL_LABELS[refusal.kind]}</span>: {name}. {refusal.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

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
