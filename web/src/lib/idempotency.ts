import { randomUuid } from './random-uuid';

/**
 * A fresh Idempotency-Key (a v4 UUID) for one user intent, e.g. one page load's payment setup or one click on Pay
 * Now: the billing API answers a repeated request with the same key with the first answer, so a double click or a
 * React StrictMode double effect never charges or subscribes twice.
 */
export function newIdempotencyKey(): string {
  return randomUuid();
}

/** The request header that carries the key. */
export const idempotencyHeaders = (key: string): Record<string, string> => ({ 'Idempotency-Key': key });
