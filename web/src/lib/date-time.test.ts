// @vitest-environment node
import { formatTimestamp } from './date-time';

describe('formatTimestamp', () => {
  it("formats as 'MMM d, h:mm a' in local time", () => {
    const local = new Date(2025, 2, 4, 15, 7); // 4 March 2025, 15:07 local
    expect(formatTimestamp(local.toISOString())).toBe('Mar 4, 3:07 PM');
  });

  it('gives an empty string for an unreadable timestamp', () => {
    expect(formatTimestamp('not a date')).toBe('');
  });
});
