// @vitest-environment node
import { formatBadgeCount } from './format';

describe('formatBadgeCount', () => {
  it('hides the badge when there is nothing', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(-3)).toBeNull();
    expect(formatBadgeCount(Number.NaN)).toBeNull();
  });

  it('shows the count up to 99', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
  });

  it('caps at 99+', () => {
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12_345)).toBe('99+');
  });

  it('accepts another cap', () => {
    expect(formatBadgeCount(10, 9)).toBe('9+');
  });
});
