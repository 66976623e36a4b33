import type { ReactNode } from 'react';

import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Panel } from '@/components/ui/panel';

import type { Plan, Subscription } from '../../types';
import { periodEnd, planName, trialEnd } from '../../utils/subscription';
import { MoneyBackAction } from './money-back-action';
import type { SubscriptionActions } from '../../hooks/use-subscription-actions';

export function BillingActionsPanel({ subscription, plan, actions }: { subscription: Subscription; plan: Plan | undefined; actions: SubscriptionActions }) {
  const end = periodEnd(subscription);
  const trialEnds = trialEnd(subscription);
  let body: ReactNode;
  if (subscription.plan === 'starter') {
    body = <p className="text-sm text-slate-600">You're on the free Starter plan: there is nothing to cancel. Upgrade any time for unlimited projects and messages.</p>;
  } else if (subscription.cancelAtPeriodEnd) {
    body = (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          {trialEnds
            ? `Your free trial stays active until ${trialEnds}; nothing will be charged.`
            : end
              ? `Your plan stays active until ${end}.`
              : 'Your plan stays active until the end of the billing period.'}
        </p>
        <BusyButton busy={actions.reactivating} busyLabel="Reactivating" onClick={actions.reactivate}>
          Reactivate Subscription
        </BusyButton>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          {trialEnds
            ? `Cancel before ${trialEnds} and you pay nothing: your free trial runs until then, then you move to Starter and keep your projects.`
            : 'Cancelling keeps your plan until the end of the billing period; then you move to Starter and keep your projects.'}
        </p>
        <ConfirmDialog
          open={actions.confirmingCancel}
          onOpenChange={actions.setConfirmingCancel}
          trigger={
            <Button variant="outline" disabled={actions.cancelling}>
              {trialEnds ? 'Cancel Free Trial' : 'Cancel Subscription'}
            </Button>
          }
          title={trialEnds ? 'Cancel your free trial?' : 'Cancel your subscription?'}
          description={
            trialEnds
              ? `Your ${planName(subscription, plan)} trial stays active until ${trialEnds} and nothing will be charged. After that you move to Starter; your projects are kept.`
              : `Your ${planName(subscription, plan)} plan stays active until ${end ?? 'the end of the billing period'}. After that you move to Starter; your projects are kept.`
          }
          confirmLabel="Yes, cancel subscription"
          cancelLabel="Keep subscription"
          onConfirm={actions.cancel}
          busy={actions.cancelling}
        />
      </div>
    );
  }
  return (
    <Panel title="Billing Actions" region>
      {body}
      <MoneyBackAction />
    </Panel>
  );
}
