import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

import { cn } from '@/lib/cn';
import { planName, type PlanRequired } from '@/lib/plan-required';

import { buttonVariants } from './button-variants';

export interface UpgradePromptProps {
  /** The refusal (see planRequired), or what the app knows before asking the server. */
  required: PlanRequired;
  /** The heading's level where it stands: h3 inside a panel (the default), h1 when it is all the page shows. */
  headingAs?: 'h1' | 'h2' | 'h3';
  className?: string;
}

/**
 * In place of something the member's plan does not include: the server's sentence, the plan that has it and the way
 * to /premium-plans. A polite status region with a heading, never a toast or a raw error.
 */
export function UpgradePrompt({ required, headingAs: Heading = 'h3', className }: UpgradePromptProps) {
  const headingId = useId();
  const plan = planName(required.plan);
  return (
    <div
      role="status"
      aria-labelledby={headingId}
      className={cn('flex min-w-0 flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-start', className)}
    >
      <Sparkles aria-hidden="true" className="h-5 w-5 shrink-0 text-amber-600" />
      <div className="min-w-0 flex-1 space-y-1">
        <Heading id={headingId} className="font-semibold break-words">
          Upgrade to {plan}
        </Heading>
        <p className="break-words">{required.message}</p>
      </div>
      <Link to={required.link} className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}>
        See plans
      </Link>
    </div>
  );
}
