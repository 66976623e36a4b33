/**
 * The one way the app shows money: US dollars with thousands separators and cents, "$3,200.00". Every amount (a bid,
 * a stage, a payment, a plan's price, an hourly rate) goes through formatMoney, so no screen says "$3200" or "$3,200"
 * where another says "$3,200.00".
 */
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Dollars as a number or as the API's decimal string ("3200.00", "3200"): "$3,200.00"; null when there is none. */
export function formatOptionalMoney(amount: string | number | null | undefined): string | null {
  if (amount == null || amount === '') return null;
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? USD.format(value) : null;
}

/** "$3,200.00" for 3200 or "3200.00"; a value that is not a number is shown as it came ("$" before it). */
export function formatMoney(amount: string | number): string {
  return formatOptionalMoney(amount) ?? `$${amount}`;
}

/** Whole cents: 320000 -> "$3,200.00". */
export const formatCents = (cents: number): string => USD.format(cents / 100);

export interface StageSplit {
  downPayment: number;
  milestone: number;
  finalPayment: number;
}

/**
 * The accepted bid's three paid stages in cents, 50 / 30 / 20 %, as billing splits them (services/billing
 * domain/payment.cpp stage_cents): the first two rounded down, the final stage the rest, so they add up to the bid
 * to the cent.
 */
export function splitIntoStages(totalCents: number): StageSplit {
  const downPayment = Math.floor((totalCents * 50) / 100);
  const milestone = Math.floor((totalCents * 30) / 100);
  return { downPayment, milestone, finalPayment: totalCents - downPayment - milestone };
}

/** "3200.00" or 3200 as whole cents (320000), rounded to the cent; null when it is not an amount. */
export function toCents(amount: string | number): number | null {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}
