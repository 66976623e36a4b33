import { PAGE_VIEW_SESSION_ID_MAX_LENGTH, PAGE_VIEW_SESSION_STORAGE_KEY, VISITOR_ID_STORAGE_KEY } from '@/config/constants';
import { randomUuid } from '@/lib/random-uuid';

const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** What the service accepts as a session or visitor id: 1 to 128 letters, digits, '-' and '_'. */
export function isValidBrowserId(candidate: string): boolean {
  return candidate.length > 0 && candidate.length <= PAGE_VIEW_SESSION_ID_MAX_LENGTH && ID_PATTERN.test(candidate);
}

/** Used when the storage is unavailable (privacy settings): one id per kind for the page's lifetime instead. */
const inMemoryIds = new Map<string, string>();

function storage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** The random id kept under `key` in the storage, made on first use; a stored value the service would refuse is replaced. */
function storedId(kind: 'sessionStorage' | 'localStorage', key: string): string {
  const store = storage(kind);
  if (store) {
    try {
      const stored = store.getItem(key);
      if (stored !== null && isValidBrowserId(stored)) return stored;
      const id = randomUuid();
      store.setItem(key, id);
      return id;
    } catch {
      // Quota or privacy mode: fall back to memory.
    }
  }
  const remembered = inMemoryIds.get(key) ?? randomUuid();
  inMemoryIds.set(key, remembered);
  return remembered;
}

/** The tab's page-view session id: kept in sessionStorage, so a reload keeps it and another tab gets its own. */
export function pageViewSessionId(): string {
  return storedId('sessionStorage', PAGE_VIEW_SESSION_STORAGE_KEY);
}

/**
 * The browser's anonymous visitor id, which the admins' unique visitors count: random, no personal data, kept in
 * localStorage so that every tab and later visit of this browser is one visitor.
 */
export function visitorId(): string {
  return storedId('localStorage', VISITOR_ID_STORAGE_KEY);
}
