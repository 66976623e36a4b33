import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

import { planName, type UploadRefusal } from '../../utils/files';
import { CutListTemplateLink } from './cut-list-template-link';

/**
 * Refused before sending (format, size), or by the server because the bytes equal the latest version's or because it
 * is a cut list nobody could read.
 */
export type Refusal = UploadRefusal | { kind: 'identical' | 'cut-list'; message: string };

const REFUSAL_LABELS: Record<Refusal['kind'], string> = {
  format: 'Unknown Format',
  size: 'File too large',
  identical: 'Unchanged',
  'cut-list': 'Cut list not readable',
};

export interface Refused {
  name: string;
  refusal: Refusal;
}

/** The plan that takes every format and the largest files: nothing to upgrade to. */
const TOP_PLAN = 'enterprise';

/**
 * The files not uploaded, each with why; a format or size another plan takes links to the plans; the cut-list
 * template when a cut list could not be read.
 */
export function RefusedUploads({ refused, plan }: { refused: Refused[]; plan: string }) {
  if (refused.length === 0) return null;
  const upgradable = refused.some(({ refusal }) => refusal.kind === 'format' || refusal.kind === 'size') && plan !== TOP_PLAN;
  // The plan a refused format needs, named by the server's limits: one click to it.
  const named = refused.flatMap(({ refusal }) => (refusal.kind === 'format' && refusal.requiredPlan ? [refusal.requiredPlan] : []))[0];
  return (
    <Alert
      title="Not uploaded"
      action={
        upgradable ? (
          <Link to={paths.premiumPlans.getHref()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {named ? `Upgrade to ${planName(named)}` : 'Compare plans'}
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
      {refused.some(({ refusal }) => refusal.kind === 'cut-list') ? <CutListTemplateLink /> : null}
    </Alert>
  );
}
