import { SIGNUP_SOURCE_MAX_LENGTH, SIGNUP_SOURCE_STORAGE_KEY } from '@/config/constants';

/**
 * First-touch attribution: the `utm_source` (or `ref`) of the first landing that carries one
 * is kept in localStorage and sent with registration as `source`.
 */

export function readSourceParam(search: string): string | null {
  const params = new URLSearchParams(search);
  const raw = params.get('utm_source') ?? params.get('ref');
  if (raw === null) return null;
  const value = Array.from(raw.trim()).slice(0, SIGNUP_SOURCE_MAX_LENGTH).join('');
  return value || null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage can be disabled (privacy settings); attribution is best effort.
  }
}

/** Stores the landing's source unless one was captured before. Returns the stored source. */
export function captureSignupSource(search: string = window.location.search): string | null {
  const store = storage();
  const existing = store?.getItem(SIGNUP_SOURCE_STORAGE_KEY) ?? null;
  if (existing) return existing;
  const source = readSourceParam(search);
  if (source && store) {
    try {
      store.setItem(SIGNUP_SOURCE_STORAGE_KEY, source);
    } catch {
      // Quota or privacy mode: ignore.
    }
  }
  return source;
}

export function getSignupSource(): string | null {
  return storage()?.getItem(SIGNUP_SOURCE_STORAGE_KEY) ?? null;
}

export function clearSignupSource(): void {
  try {
    storage()?.removeItem(SIGNUP_SOURCE_STORAGE_KEY);
  } catch {
    // ignore
  }
}
