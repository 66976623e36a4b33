import { LoaderCircle, Lock } from 'lucide-react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * The payment form's submit button: 'Processing...' while the payment is confirmed (spec section 4). A free trial's
 * form says 'Start Free Trial': its card is saved, not charged.
 */
export function PayNowButton({ processing = false, disabled = false, label = 'Pay Now' }: { processing?: boolean; disabled?: boolean; label?: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={processing || disabled}>
      {processing ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Lock aria-hidden="true" className="h-4 w-4" />}
      {processing ? 'Processing...' : label}
    </Button>
  );
}

/** The last failure's message, kept in the form until the payer tries again. */
export function PaymentFailureAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert title="Payment Failed">{message}</Alert>;
}
