/**
 * Stripe's Payment Element. This module is loaded only when GET /api/payment-config names Stripe (payment-form.tsx
 * imports it lazily), so the test provider's pages never download Stripe.js.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';

import { usePaymentFailure } from '../hooks/use-payment-failure';
import { PaymentFailureAlert, PayNowButton } from './pay-now-button';

/** One Stripe instance per publishable key for the page's lifetime (Elements must not get a new one per render). */
const stripeInstances = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let instance = stripeInstances.get(publishableKey);
  if (!instance) {
    instance = loadStripe(publishableKey);
    stripeInstances.set(publishableKey, instance);
  }
  return instance;
}

function StripeFields({ returnUrl, saveCardOnly }: { returnUrl: string; saveCardOnly: boolean }) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const { failure, fail, clear } = usePaymentFailure();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    clear();
    setProcessing(true);
    // On success Stripe leaves the page for return_url (after any 3D Secure step); only a failure comes back here.
    // A free trial's secret is a SetupIntent's: the card is saved for the first charge at the trial's end.
    const confirmParams = { return_url: returnUrl };
    const { error } = saveCardOnly ? await stripe.confirmSetup({ elements, confirmParams }) : await stripe.confirmPayment({ elements, confirmParams });
    fail(error.message ?? 'Your payment could not be completed. Please try again.');
    setProcessing(false);
  };

  return (
    <form aria-label="Card details" onSubmit={(event) => void submit(event)} className="space-y-4">
      <PaymentElement onReady={() => setElementReady(true)} />
      <PaymentFailureAlert message={failure} />
      <PayNowButton processing={processing} disabled={!stripe || !elements || !elementReady} label={saveCardOnly ? 'Start Free Trial' : 'Pay Now'} />
    </form>
  );
}

export interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  /** Absolute URL Stripe returns the payer to; it adds payment_intent and payment_intent_client_secret. */
  returnUrl: string;
  /** A free trial's SetupIntent: confirmSetup saves the card, nothing is charged. */
  saveCardOnly?: boolean;
}

export function StripePaymentForm({ publishableKey, clientSecret, returnUrl, saveCardOnly = false }: StripePaymentFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <StripeFields returnUrl={returnUrl} saveCardOnly={saveCardOnly} />
    </Elements>
  );
}
