import { useState, type ChangeEvent, type Dispatch, type FormEvent, type SetStateAction } from 'react';

import { FormField } from '@/components/ui/form-field';
import { newIdempotencyKey } from '@/lib/idempotency';

import { useAuthenticatePaymentMutation, useConfirmPaymentMutation } from '../api/payments-api';
import { paymentFailureMessage, usePaymentFailure } from '../hooks/use-payment-failure';
import {
  checkCard,
  EMPTY_CARD,
  formatCardNumberInput,
  formatCvcInput,
  formatExpiryInput,
  formatZipInput,
  type CardErrors,
  type CardField,
  type CardFormValues,
} from '../utils/card';
import { PaymentFailureAlert, PayNowButton } from './pay-now-button';
import { ThreeDSecureDialog } from './three-d-secure-dialog';

/** idle -> processing -> (authenticating ->) succeeded; a failure goes back to idle (spec section 4). */
type Phase = 'idle' | 'processing' | 'authenticating' | 'succeeded';

const FORMATTERS: Record<CardField, (value: string) => string> = {
  number: formatCardNumberInput,
  expiry: formatExpiryInput,
  cvc: formatCvcInput,
  zip: formatZipInput,
};

/** The card fields' values and their setter, when a page keeps them across payments (switching the stage). */
export type CardState = [CardFormValues, Dispatch<SetStateAction<CardFormValues>>];

export interface TestCardFormProps {
  clientSecret: string;
  /** Held by the page, so the typed card survives a new payment intent; the form's own otherwise. */
  cardState?: CardState;
  /** The payment went through: the caller sends the payer to the return address. */
  onSucceeded: (paymentIntentId: string) => void;
  /** The submit button's words ('Pay Now'; a free trial's 'Start Free Trial'). */
  submitLabel?: string;
}

/** The test provider's card form: POST /api/payments/confirm, then the 3D Secure step when the card asks for it. */
export function TestCardForm({ clientSecret, onSucceeded, cardState, submitLabel }: TestCardFormProps) {
  const ownState = useState<CardFormValues>(EMPTY_CARD);
  const [values, setValues] = cardState ?? ownState;
  const [errors, setErrors] = useState<CardErrors>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const { failure, fail, clear } = usePaymentFailure();
  const [confirmPayment] = useConfirmPaymentMutation();
  const [authenticatePayment, { isLoading: authenticating }] = useAuthenticatePaymentMutation();

  const set = (field: CardField, value: string) => setValues((current) => ({ ...current, [field]: FORMATTERS[field](value) }));

  const succeed = (paymentIntentId: string) => {
    setPhase('succeeded');
    onSucceeded(paymentIntentId);
  };
  const failWith = (message: string) => {
    fail(message);
    setPhase('idle');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    const check = checkCard(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    clear();
    setPhase('processing');
    try {
      // One key per click on Pay Now: a retry with another card is a new intent of the payer.
      const result = await confirmPayment({ clientSecret, card: check.card, idempotencyKey: newIdempotencyKey() }).unwrap();
      if (result.status === 'requires_action') setPhase('authenticating');
      else succeed(result.paymentIntentId);
    } catch (error) {
      failWith(paymentFailureMessage(error));
    }
  };

  const authenticate = async (approve: boolean) => {
    try {
      const result = await authenticatePayment({ clientSecret, approve, idempotencyKey: newIdempotencyKey() }).unwrap();
      if (result.status === 'succeeded') succeed(result.paymentIntentId);
      else failWith('We are unable to authenticate your payment method. Please choose a different payment method and try again.');
    } catch (error) {
      failWith(paymentFailureMessage(error));
    }
  };

  const busy = phase !== 'idle';
  const field = (name: CardField) => ({
    value: values[name],
    error: errors[name],
    disabled: busy,
    inputMode: 'numeric' as const,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value),
  });

  return (
    <form aria-label="Card details" noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormField label="Card number" autoComplete="cc-number" placeholder="1234 1234 1234 1234" {...field('number')} />
      <div className="grid grid-cols-3 gap-3">
        <FormField label="Expiry" autoComplete="cc-exp" placeholder="MM/YY" {...field('expiry')} />
        <FormField label="CVC" autoComplete="cc-csc" placeholder="123" {...field('cvc')} />
        <FormField label="ZIP" autoComplete="postal-code" placeholder="12345" {...field('zip')} />
      </div>
      <PaymentFailureAlert message={failure} />
      <PayNowButton processing={phase === 'processing' || phase === 'succeeded'} disabled={phase === 'authenticating'} label={submitLabel} />
      <ThreeDSecureDialog
        open={phase === 'authenticating'}
        busy={authenticating}
        onComplete={() => void authenticate(true)}
        onFail={() => void authenticate(false)}
      />
    </form>
  );
}
