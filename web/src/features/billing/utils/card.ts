import type { CardDetails } from '../types';

/** What the payer types into the test provider's card form. */
export interface CardFormValues {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  zip: string;
}

export type CardField = keyof CardFormValues;
export type CardErrors = Partial<Record<CardField, string>>;

export const EMPTY_CARD: CardFormValues = { number: '', expiry: '', cvc: '', zip: '' };

const CARD_DIGITS = { min: 12, max: 19 } as const;

const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** The card number as typed, kept to digits in groups of four ("4242424242" -> "4242 4242 42"). */
export function formatCardNumberInput(value: string): string {
  return digitsOf(value)
    .slice(0, CARD_DIGITS.max)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The expiry as typed: digits, with the slash after the month ("1234" -> "12/34"). */
export function formatExpiryInput(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** CVC (3 or 4 digits) and ZIP (5 digits) as typed: digits only, cut to their length. */
export const formatCvcInput = (value: string): string => digitsOf(value).slice(0, 4);
export const formatZipInput = (value: string): string => digitsOf(value).slice(0, 5);

/** "MM/YY" (or "MM/YYYY") as month and four-digit year; null when it is not a date of that shape. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month, year };
}

export type CardCheck = { ok: true; card: CardDetails } | { ok: false; errors: CardErrors };

/**
 * Checks the card form before it is sent, with the card providers' wording. Whether the number is a real card
 * (and whether it is declined) is the provider's answer, not ours.
 */
export function checkCard(values: CardFormValues, now: Date = new Date()): CardCheck {
  const errors: CardErrors = {};

  const number = digitsOf(values.number);
  if (!number) errors.number = 'Enter your card number.';
  else if (/[^\d\s]/.test(values.number) || number.length < CARD_DIGITS.min || number.length > CARD_DIGITS.max) {
    errors.number = 'Your card number is incomplete.';
  }

  const expiry = parseExpiry(values.expiry);
  if (!values.expiry.trim()) errors.expiry = 'Enter the expiry date.';
  else if (!expiry) errors.expiry = 'Enter the expiry date as MM/YY.';
  else if (expiry.month < 1 || expiry.month > 12) errors.expiry = "Your card's expiration month is invalid.";
  else if (expiry.year < now.getFullYear() || (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1)) {
    errors.expiry = "Your card's expiration date is in the past.";
  }

  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = "Your card's security code is incomplete.";
  if (!/^\d{5}$/.test(values.zip.trim())) errors.zip = 'Enter a 5-digit ZIP code.';

  if (Object.keys(errors).length > 0 || !expiry) return { ok: false, errors };
  return {
    ok: true,
    card: { number, expMonth: expiry.month, expYear: expiry.year, cvc: values.cvc.trim(), postalCode: values.zip.trim() },
  };
}
