import { LoaderCircle, Lock } from 'lucide-react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** The payment form's submit button: 'Processing...' while the payment is confirmed (spec section 4). */
export function PayNowButton({ processing = false, disabled = false }: { processing?: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={processing || disabled}>
      {processing ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Lock aria-hidden="true" className="h-4 w-4" />}
      {processing ? 'Processing...' : 'Pay Now'}
    </Button>
  );
}

/** The last failure's message, kept in the form until the payer tries again. */
export function PaymentFailureAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert title="Payment Failed">{message}</Alert>;
}
