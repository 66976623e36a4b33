import { SIGNUP_SOURCE_STORAGE_KEY } from '@/config/constants';

import { captureSignupSource, clearSignupSource, getSignupSource, readSourceParam } from './signup-source';

describe('readSourceParam', () => {
  it('prefers utm_source over ref', () => {
    expect(readSourceParam('?utm_source=newsletter&ref=friend')).toBe('newsletter');
    expect(readSourceParam('?ref=friend')).toBe('friend');
    expect(readSourceParam('?other=1')).toBeNull();
    expect(readSourceParam('?utm_source=%20%20')).toBeNull();
  });

  it('bounds the length', () => {
    expect(readSourceParam(`?ref=${'x'.repeat(500)}`)).toHaveLength(100);
  });
});

describe('captureSignupSource', () => {
  it('keeps the first landing source (first touch)', () => {
    expect(captureSignupSource('?utm_source=google')).toBe('google');
    expect(captureSignupSource('?utm_source=bing')).toBe('google');
    expect(getSignupSource()).toBe('google');
  });

  it('stores nothing without a source and can be cleared', () => {
    captureSignupSource('');
    expect(window.localStorage.getItem(SIGNUP_SOURCE_STORAGE_KEY)).toBeNull();
    captureSignupSource('?ref=partner');
    clearSignupSource();
    expect(getSignupSource()).toBeNull();
  });
});
