// @vitest-environment node
import { contentKey, idempotencyHeaders, newIdempotencyKey } from './idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a new v4 UUID each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('falls back to getRandomValues where randomUUID is missing (plain http)', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect(newIdempotencyKey()).toMatch(UUID_V4);
  });

  it('sends the key as the Idempotency-Key header', () => {
    expect(idempotencyHeaders('abc')).toEqual({ 'Idempotency-Key': 'abc' });
  });
});

describe('contentKey', () => {
  const form = { title: 'Oak kitchen', deliverables: ['Cut Lists'] };

  it('gives the same key for the same content, so a retry is the same request', () => {
    const keys = contentKey();
    const first = keys.keyFor(form);
    expect(first).toMatch(UUID_V4);
    expect(keys.keyFor({ ...form, deliverables: ['Cut Lists'] })).toBe(first);
  });

  it('gives a new key once the content changed, also when it changes back', () => {
    const keys = contentKey();
    const first = keys.keyFor(form);
    const changed = keys.keyFor({ ...form, title: 'Walnut kitchen' });
    expect(changed).not.toBe(first);
    expect(keys.keyFor(form)).not.toBe(first);
  });

  it('gives a new key after a reset (a success), even for the same content', () => {
    const keys = contentKey();
    const first = keys.keyFor(form);
    keys.reset();
    expect(keys.keyFor(form)).not.toBe(first);
  });
});
