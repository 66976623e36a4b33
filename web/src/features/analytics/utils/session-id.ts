import { PAGE_VIEW_SESSION_ID_MAX_LENGTH, PAGE_VIEW_SESSION_STORAGE_KEY } from '@/config/constants';
import { randomUuid } from '@/lib/random-uuid';

const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** What the service accepts as a session id: 1 to 128 letters, digits, '-' and '_'. */
export function isValidSessionId(candidate: string): boolean {
  return candidate.length > 0 && candidate.length <= PAGE_VIEW_SESSION_ID_MAX_LENGTH && SESSION_ID_PATTERN.test(candidate);
}

/** Used when sessionStorage is unavailable (privacy settings): one id for the page's lifetime instead. */
let inMemoryId: string | null = null;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The tab's page-view session id: made once per browser tab session and kept in sessionStorage, so a reload keeps
 * it and another tab gets its own. A stored value the service would refuse is replaced.
 */
export function pageViewSessionId(): string {
  const store = sessionStore();
  if (store) {
    try {
      const stored = store.getItem(PAGE_VIEW_SESSION_STORAGE_KEY);
      if (stored !== null && isValidSessionId(stored)) return stored;
      const id = randomUuid();
      store.setItem(PAGE_VIEW_SESSION_STORAGE_KEY, id);
      return id;
    } catch {
      // Quota or privacy mode: fall back to memory.
    }
  }
  inMemoryId ??= randomUuid();
  return inMemoryId;
}
