import { CalendarClock } from 'lucide-react';

import { BusyButton } from '@/components/ui/busy-button';

import type { Subscription } from '../../types';
import { periodEnd, trialEnd } from '../../utils/subscription';
import type { SubscriptionActions } from '../../hooks/use-subscription-actions';

export function CancellationBanner({ subscription, actions }: { subscription: Subscription; actions: SubscriptionActions }) {
  const end = periodEnd(subscription);
  const trialEnds = trialEnd(subscription);
  return (
    <div role="status" className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-sm text-amber-900">
        <CalendarClock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <span>
          {trialEnds
            ? `Your free trial ends on ${trialEnds} and nothing will be charged; then you move to Starter.`
            : end
              ? `Your subscription will end on ${end}.`
              : 'Your subscription will end at the end of the current billing period.'}{' '}
          Reactivate to keep your plan.
        </span>
      </p>
      <BusyButton size="sm" busy={actions.reactivating} busyLabel="Reactivating" onClick={actions.reactivate}>
        Reactivate
      </BusyButton>
    </div>
  );
}
