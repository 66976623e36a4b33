// @vitest-environment node
import { bidCountLabel, formatAmount, formatDate } from './format';

describe('project formatting', () => {
  it('formats decimal-string amounts as dollars', () => {
    expect(formatAmount('2500.00')).toBe('$2,500.00');
    expect(formatAmount('1500.50')).toBe('$1,500.50');
    expect(formatAmount(null)).toBeNull();
    expect(formatAmount('n/a')).toBeNull();
  });

  it('formats dates and bid counts', () => {
    expect(formatDate('2025-03-04T10:00:00Z')).toBe('Mar 4, 2025');
    expect(formatDate('garbage')).toBeNull();
    expect(bidCountLabel(1)).toBe('1 bid');
    expect(bidCountLabel(3)).toBe('3 bids');
  });
});
