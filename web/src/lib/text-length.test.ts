// @vitest-environment node
import { characterCount, isTooLong, lengthError, tooLongMessage } from './text-length';

describe('characterCount', () => {
  it('counts code points, as the services do', () => {
    expect(characterCount('abc')).toBe(3);
    expect(characterCount('🪚🪵')).toBe(2);
    expect(characterCount('Küche')).toBe(5);
  });

  it('does not count the spaces and line breaks the services trim', () => {
    expect(characterCount('  oak \n')).toBe(3);
    expect(characterCount('a b')).toBe(3);
    expect(characterCount(' \n\t ')).toBe(0);
  });
});

describe('lengthError', () => {
  it('is undefined up to the limit and names the excess past it', () => {
    expect(lengthError('x'.repeat(120), 120)).toBeUndefined();
    expect(lengthError('x'.repeat(121), 120)).toBe('This is 1 character too long (at most 120).');
    expect(tooLongMessage(5035, 5000)).toBe('This is 35 characters too long (at most 5,000).');
    expect(isTooLong(`${'x'.repeat(120)}  `, 120)).toBe(false);
  });
});
