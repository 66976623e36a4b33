// @vitest-environment node
import { checkCard, EMPTY_CARD, formatCardNumberInput, formatCvcInput, formatExpiryInput, formatZipInput, parseExpiry } from './card';

const NOW = new Date(2026, 10, 23); // 23 November 2026
const VALID = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', zip: '94103' };

describe('card input formatting', () => {
  it('groups the card number in fours and drops anything but digits', () => {
    expect(formatCardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('4000-0025-0000-3155')).toBe('4000 0025 0000 3155');
    expect(formatCardNumberInput('42424')).toBe('4242 4');
    expect(formatCardNumberInput('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
  });

  it('puts the slash after the month of the expiry', () => {
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('12/34')).toBe('12/34');
    expect(formatExpiryInput('12345')).toBe('12/34');
  });

  it('keeps CVC and ZIP to digits of their length', () => {
    expect(formatCvcInput('12a345')).toBe('1234');
    expect(formatZipInput('9410-3x9')).toBe('94103');
  });

  it('reads MM/YY and MM/YYYY', () => {
    expect(parseExpiry('12/34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry(' 1 / 2030 ')).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry('1234')).toBeNull();
    expect(parseExpiry('12/3')).toBeNull();
  });
});

describe('checkCard', () => {
  it('turns a complete form into the card the confirm call takes', () => {
    expect(checkCard(VALID, NOW)).toEqual({
      ok: true,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', postalCode: '94103' },
    });
  });

  it('names every missing field', () => {
    expect(checkCard(EMPTY_CARD, NOW)).toEqual({
      ok: false,
      errors: {
        number: 'Enter your card number.',
        expiry: 'Enter the expiry date.',
        cvc: "Your card's security code is incomplete.",
        zip: 'Enter a 5-digit ZIP code.',
      },
    });
  });

  it('rejects a short number, a bad month, a past date and short codes', () => {
    expect(checkCard({ ...VALID, number: '4242 4242' }, NOW)).toMatchObject({ ok: false, errors: { number: 'Your card number is incomplete.' } });
    expect(checkCard({ ...VALID, number: '4242-4242-4242-4242' }, NOW)).toMatchObject({ ok: false, errors: { number: 'Your card number is incomplete.' } });
    expect(checkCard({ ...VALID, expiry: '13/30' }, NOW)).toMatchObject({ ok: false, errors: { expiry: "Your card's expiration month is invalid." } });
    expect(checkCard({ ...VALID, expiry: '10/26' }, NOW)).toMatchObject({ ok: false, errors: { expiry: "Your card's expiration date is in the past." } });
    expect(checkCard({ ...VALID, expiry: '1226' }, NOW)).toMatchObject({ ok: false, errors: { expiry: 'Enter the expiry date as MM/YY.' } });
    expect(checkCard({ ...VALID, cvc: '12' }, NOW)).toMatchObject({ ok: false, errors: { cvc: "Your card's security code is incomplete." } });
    expect(checkCard({ ...VALID, zip: '9410' }, NOW)).toMatchObject({ ok: false, errors: { zip: 'Enter a 5-digit ZIP code.' } });
  });

  it('accepts the current month and a four-digit CVC', () => {
    expect(checkCard({ ...VALID, expiry: '11/26', cvc: '1234' }, NOW).ok).toBe(true);
  });
});
