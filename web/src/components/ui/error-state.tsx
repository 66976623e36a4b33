import { RefreshCw, type LucideIcon } from 'lucide-react';

import { formatApiError } from '@/lib/errors';
import { planRequired } from '@/lib/plan-required';

import { Button } from './button';
import { MessageCard, PageMessage } from './message';
import { UpgradePrompt } from './upgrade-prompt';

export interface ErrorStateProps {
  /** What could not be loaded, e.g. "We couldn't load your projects". */
  title: string;
  /** The failed request's error; the message says `${status}: ${server message}` (see formatApiError). */
  error: unknown;
  /** Offers 'Try again'. */
  onRetry?: () => void;
  /** Disables 'Try again' while the retry runs. */
  retrying?: boolean;
  /** 'page' when nothing else of the page can show, 'card' for one part of it. */
  layout?: 'page' | 'card';
  icon?: LucideIcon;
  /** For the card layout, e.g. a top margin. */
  className?: string;
}

/**
 * A request that failed: what could not be loaded, the server's message and, given `onRetry`, 'Try again'. A refusal
 * for a capability of a higher plan (plan_required) is no failure: it shows the upgrade prompt instead.
 */
export function ErrorState({ title, error, onRetry, retrying = false, layout = 'page', icon, className }: ErrorStateProps) {
  const required = planRequired(error);
  if (required) {
    return layout === 'page' ? (
      <UpgradePrompt required={required} headingAs="h1" className="mx-auto my-16 w-full max-w-xl" />
    ) : (
      <UpgradePrompt required={required} className={className} />
    );
  }
  const retry = onRetry ? (
    <Button variant="outline" onClick={onRetry} disabled={retrying}>
      <RefreshCw aria-hidden="true" className="h-4 w-4" /> Try again
    </Button>
  ) : undefined;
  const message = formatApiError(error);
  if (layout === 'card') {
    return (
      <MessageCard icon={icon} title={title} action={retry} className={className}>
        {message}
      </MessageCard>
    );
  }
  return (
    <PageMessage icon={icon} title={title} action={retry}>
      {message}
    </PageMessage>
  );
}
