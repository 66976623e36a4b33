import { PAGE_VIEW_SESSION_STORAGE_KEY, VISITOR_ID_STORAGE_KEY } from '@/config/constants';

import { isValidBrowserId, pageViewSessionId, visitorId } from './browser-ids';

describe('pageViewSessionId', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('makes an id the service accepts and keeps it for the tab session', () => {
    const id = pageViewSessionId();
    expect(isValidBrowserId(id)).toBe(true);
    expect(window.sessionStorage.getItem(PAGE_VIEW_SESSION_STORAGE_KEY)).toBe(id);
    expect(pageViewSessionId()).toBe(id);
  });

  it('replaces a stored id the service would refuse', () => {
    window.sessionStorage.setItem(PAGE_VIEW_SESSION_STORAGE_KEY, 'not valid!');
    const id = pageViewSessionId();
    expect(id).not.toBe('not valid!');
    expect(isValidBrowserId(id)).toBe(true);
    expect(window.sessionStorage.getItem(PAGE_VIEW_SESSION_STORAGE_KEY)).toBe(id);
  });

  it('falls back to getRandomValues where randomUUID is missing (plain http)', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect(isValidBrowserId(pageViewSessionId())).toBe(true);
  });

  it('keeps one id in memory when sessionStorage refuses to store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const id = pageViewSessionId();
    expect(isValidBrowserId(id)).toBe(true);
    expect(pageViewSessionId()).toBe(id);
  });
});

describe('visitorId', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('is one random id per browser, kept in localStorage apart from the tab session', () => {
    const id = visitorId();
    expect(isValidBrowserId(id)).toBe(true);
    expect(window.localStorage.getItem(VISITOR_ID_STORAGE_KEY)).toBe(id);
    // A new tab starts a new session, not a new visitor.
    window.sessionStorage.clear();
    expect(visitorId()).toBe(id);
    expect(pageViewSessionId()).not.toBe(id);
  });

  it('replaces a stored id the service would refuse', () => {
    window.localStorage.setItem(VISITOR_ID_STORAGE_KEY, 'someone@example.com');
    const id = visitorId();
    expect(isValidBrowserId(id)).toBe(true);
    expect(window.localStorage.getItem(VISITOR_ID_STORAGE_KEY)).toBe(id);
  });

  it('keeps one id in memory when localStorage refuses to store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const id = visitorId();
    expect(isValidBrowserId(id)).toBe(true);
    expect(visitorId()).toBe(id);
  });
});

describe('isValidBrowserId', () => {
  it.each([
    ['abc-DEF_123', true],
    ['a'.repeat(128), true],
    ['', false],
    ['a'.repeat(129), false],
    ['has space', false],
    ['dots.not.allowed', false],
  ])('%s -> %s', (candidate, valid) => {
    expect(isValidBrowserId(candidate)).toBe(valid);
  });
});
