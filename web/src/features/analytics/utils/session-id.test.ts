import { PAGE_VIEW_SESSION_STORAGE_KEY } from '@/config/constants';

import { isValidSessionId, pageViewSessionId } from './session-id';

describe('pageViewSessionId', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('makes an id the service accepts and keeps it for the tab session', () => {
    const id = pageViewSessionId();
    expect(isValidSessionId(id)).toBe(true);
    expect(window.sessionStorage.getItem(PAGE_VIEW_SESSION_STORAGE_KEY)).toBe(id);
    expect(pageViewSessionId()).toBe(id);
  });

  it('replaces a stored id the service would refuse', () => {
    window.sessionStorage.setItem(PAGE_VIEW_SESSION_STORAGE_KEY, 'not valid!');
    const id = pageViewSessionId();
    expect(id).not.toBe('not valid!');
    expect(isValidSessionId(id)).toBe(true);
    expect(window.sessionStorage.getItem(PAGE_VIEW_SESSION_STORAGE_KEY)).toBe(id);
  });

  it('falls back to getRandomValues where randomUUID is missing (plain http)', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect(isValidSessionId(pageViewSessionId())).toBe(true);
  });

  it('keeps one id in memory when sessionStorage refuses to store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const id = pageViewSessionId();
    expect(isValidSessionId(id)).toBe(true);
    expect(pageViewSessionId()).toBe(id);
  });
});

describe('isValidSessionId', () => {
  it.each([
    ['abc-DEF_123', true],
    ['a'.repeat(128), true],
    ['', false],
    ['a'.repeat(129), false],
    ['has space', false],
    ['dots.not.allowed', false],
  ])('%s -> %s', (candidate, valid) => {
    expect(isValidSessionId(candidate)).toBe(valid);
  });
});
