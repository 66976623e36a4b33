import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

interface PlanLimitAlertProps {
  title: string;
  children: ReactNode;
  /** The link's words and target: 'View plans' and /premium-plans unless the refusal names a plan. */
  linkLabel?: string;
  href?: string;
}

/** A limit of the member's plan, in the server's words, with the way up to /premium-plans. */
export function PlanLimitAlert({
  title,
  children,
  linkLabel = 'View plans',
  href = paths.premiumPlans.getHref(),
}: PlanLimitAlertProps) {
  return (
    <Alert
      tone="warning"
      title={title}
      action={
        <Link to={href} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {linkLabel}
        </Link>
      }
    >
      {children}
    </Alert>
  );
}
