import { useCallback, useState } from 'react';

import { toast } from '@/components/ui/toast';
import { formatApiError, serverMessage } from '@/lib/errors';

/**
 * The provider's own words for a failed payment ('Your card was declined.'), as Stripe gives them, without the
 * HTTP status; anything without a message (network down) is worded like every other failed request.
 */
export function paymentFailureMessage(error: unknown): string {
  return serverMessage(error) ?? formatApiError(error);
}

/**
 * A failed payment (spec sections 4 and 8): the 'Payment Failed' toast, and the same message kept in the form until
 * the next try, since the toast goes away after a few seconds.
 */
export function usePaymentFailure() {
  const [failure, setFailure] = useState<string | null>(null);
  const fail = useCallback((message: string) => {
    toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
    setFailure(message);
  }, []);
  const clear = useCallback(() => setFailure(null), []);
  return { failure, fail, clear };
}
