import { formatBadgeCount, formatNotificationTime } from './format';

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

describe('formatNotificationTime', () => {
  it("formats as 'MMM d, h:mm a' in local time", () => {
    const local = new Date(2025, 2, 4, 15, 7); // 4 March 2025, 15:07 local
    expect(formatNotificationTime(local.toISOString())).toBe('Mar 4, 3:07 PM');
  });

  it('gives an empty string for an unreadable timestamp', () => {
    expect(formatNotificationTime('not a date')).toBe('');
  });
});
