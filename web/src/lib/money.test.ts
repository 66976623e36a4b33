// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { formatCents, formatMoney, formatOptionalMoney, splitIntoStages, toCents } from './money';

describe('money', () => {
  it('shows every amount one way: separators and cents', () => {
    expect(formatMoney(3200)).toBe('$3,200.00');
    expect(formatMoney('3200.00')).toBe('$3,200.00');
    expect(formatMoney('1500.5')).toBe('$1,500.50');
    expect(formatMoney(29)).toBe('$29.00');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
    expect(formatCents(160050)).toBe('$1,600.50');
    expect(formatMoney('n/a')).toBe('$n/a');
  });

  it('has no amount for nothing', () => {
    expect(formatOptionalMoney(null)).toBeNull();
    expect(formatOptionalMoney(undefined)).toBeNull();
    expect(formatOptionalMoney('')).toBeNull();
    expect(formatOptionalMoney('abc')).toBeNull();
  });

  it('splits a bid 50 / 30 / 20 like billing, adding up to the cent', () => {
    expect(splitIntoStages(320000)).toEqual({ downPayment: 160000, milestone: 96000, finalPayment: 64000 });
    // 333.33: 166.66 + 99.99 + 66.68 (the final stage takes the rounding).
    expect(splitIntoStages(33333)).toEqual({ downPayment: 16666, milestone: 9999, finalPayment: 6668 });
    for (const total of [1, 7, 99, 100001, 123457]) {
      const { downPayment, milestone, finalPayment } = splitIntoStages(total);
      expect(downPayment + milestone + finalPayment).toBe(total);
    }
    expect(toCents('3333.33')).toBe(333333);
    expect(toCents('0.29')).toBe(29);
    expect(toCents('x')).toBeNull();
  });
});
