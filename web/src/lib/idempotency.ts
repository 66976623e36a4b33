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

/** Each call that creates something carries the key of the user intent it belongs to. */
export interface Idempotent {
  idempotencyKey: string;
}

/** The key of a form's submissions: the same for the same content, new for other content or after `reset`. */
export interface ContentKey {
  keyFor(content: unknown): string;
  /** After success: the next submission is a new intent, even with the same content. */
  reset(): void;
}

/**
 * One Idempotency-Key per content sent: submitting the same content again (a retry after a timeout or a lost answer)
 * sends the key of the first attempt, so the server answers with what that attempt made instead of making it twice;
 * changed content is another request and gets a new key.
 */
export function contentKey(): ContentKey {
  let last: { content: string; key: string } | null = null;
  return {
    keyFor(content) {
      const fingerprint = JSON.stringify(content);
      if (last?.content !== fingerprint) last = { content: fingerprint, key: newIdempotencyKey() };
      return last.key;
    },
    reset() {
      last = null;
    },
  };
}
