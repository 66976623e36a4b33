import { useState } from 'react';

import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { newIdempotencyKey } from '@/lib/idempotency';

import { useCancelSubscriptionMutation, useReactivateSubscriptionMutation } from '../api/subscription-api';

/** Cancel and reactivate with their toasts (spec section 8); one of each per page so the buttons share the busy state. */
export function useSubscriptionActions() {
  const [cancelMutation, { isLoading: cancelling }] = useCancelSubscriptionMutation();
  const [reactivateMutation, { isLoading: reactivating }] = useReactivateSubscriptionMutation();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const cancel = useSubmitWithToast(cancelMutation, {
    success: { title: 'Subscription Cancelled', description: 'Your subscription will end at the current billing period.' },
    failureTitle: 'Error',
    onSuccess: () => setConfirmingCancel(false),
  });
  const reactivate = useSubmitWithToast(reactivateMutation, {
    success: { title: 'Subscription Reactivated', description: 'Your subscription has been reactivated successfully.', variant: 'success' },
    failureTitle: 'Error',
  });
  return {
    cancel: () => void cancel({ idempotencyKey: newIdempotencyKey() }),
    reactivate: () => void reactivate({ idempotencyKey: newIdempotencyKey() }),
    cancelling,
    reactivating,
    confirmingCancel,
    setConfirmingCancel,
  };
}

export type SubscriptionActions = ReturnType<typeof useSubscriptionActions>;
