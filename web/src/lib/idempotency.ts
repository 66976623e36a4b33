/**
 * A fresh Idempotency-Key (a v4 UUID) for one user intent, e.g. one page load's payment setup or one click on Pay
 * Now: the billing API answers a repeated request with the same key with the first answer, so a double click or a
 * React StrictMode double effect never charges or subscribes twice.
 */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues exists everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The request header that carries the key. */
export const idempotencyHeaders = (key: string): Record<string, string> => ({ 'Idempotency-Key': key });
