import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

/** A limit of the member's plan, in the server's words, with the way up to /premium-plans. */
export function PlanLimitAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert
      tone="warning"
      title={title}
      action={
        <Link to={paths.premiumPlans.getHref()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          View plans
        </Link>
      }
    >
      {children}
    </Alert>
  );
}
