import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { formatIsoDate } from '@/lib/date-time';
import { newIdempotencyKey } from '@/lib/idempotency';

import { useGetMoneyBackQuery, useRefundSubscriptionMutation } from '../../api/subscription-api';
import { formatMoney } from '../../utils/format';

export const MONEY_BACK_LABEL = 'Refund my last payment (30-day money-back guarantee)';

/** The 30-day money-back guarantee: shown only while the latest plan payment may be refunded, with a confirmation. */
export function MoneyBackAction() {
  const { data } = useGetMoneyBackQuery();
  const [refund, { isLoading }] = useRefundSubscriptionMutation();
  const [open, setOpen] = useState(false);
  const submit = useSubmitWithToast(refund, {
    success: { title: 'Payment Refunded', description: 'Your last payment goes back to your card, and you are on Starter now.', variant: 'success' },
    failureTitle: 'Refund Failed',
    onSuccess: () => setOpen(false),
  });
  if (!data?.eligible || !data.payment) return null;
  const amount = formatMoney(data.payment.amount);
  const until = formatIsoDate(data.refundableUntil, 'MMMM d, yyyy');
  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600">{`Not what you expected? Your last payment of ${amount} can be refunded${until ? ` until ${until}` : ''}.`}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="outline" disabled={isLoading}>
            {MONEY_BACK_LABEL}
          </Button>
        }
        title="Refund your last payment?"
        description={`${amount} goes back to the card that paid it, and your plan ends now: you move to Starter at once and keep your projects.`}
        confirmLabel="Yes, refund it"
        cancelLabel="Keep my plan"
        onConfirm={() => void submit({ idempotencyKey: newIdempotencyKey() })}
        busy={isLoading}
      />
    </div>
  );
}
