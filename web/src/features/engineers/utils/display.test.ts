// @vitest-environment node
import { availabilityTone, engineerInitials, formatHourlyRate, formatMonthYear, formatRating, reviewCountLabel, visibleSkills } from './display';

const user = (firstName: string, lastName: string, username = 'someone') => ({
  id: 1,
  username,
  firstName,
  lastName,
  location: null,
  profileImage: null,
  createdAt: '2025-01-15T10:00:00Z',
});

describe('engineer display helpers', () => {
  it('shows the first skills and counts the rest for "+N more"', () => {
    expect(visibleSkills(['A', 'B', 'C', 'D', 'E'], 3)).toEqual({ shown: ['A', 'B', 'C'], hiddenCount: 2 });
    expect(visibleSkills(['A', 'B'], 3)).toEqual({ shown: ['A', 'B'], hiddenCount: 0 });
    expect(visibleSkills([], 3)).toEqual({ shown: [], hiddenCount: 0 });
  });

  it('formats the hourly rate as $/hr, or null when unset', () => {
    expect(formatHourlyRate(75)).toBe('$75.00/hr');
    expect(formatHourlyRate(62.5)).toBe('$62.50/hr');
    expect(formatHourlyRate(0)).toBe('$0.00/hr');
    expect(formatHourlyRate(null)).toBeNull();
  });

  it('formats the rating with one decimal, New without reviews', () => {
    expect(formatRating('4.8')).toBe('4.8');
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating('')).toBe('New');
    expect(formatRating(null)).toBe('New'); // no reviews is no rating (issue 30 item 2)
  });

  it('builds initials from the full name, else the username', () => {
    expect(engineerInitials(user('Sarah', 'Mitchell'))).toBe('SM');
    expect(engineerInitials(user('', 'Mitchell', 'smitch'))).toBe('S');
  });

  it('labels member-since dates, reviews and availability', () => {
    expect(formatMonthYear('2025-01-15T10:00:00Z')).toBe('January 2025');
    expect(formatMonthYear('not a date')).toBeNull();
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(0)).toBe('0 reviews');
    expect(availabilityTone('Available now')).toBe('green');
    expect(availabilityTone('Available in 2 weeks')).toBe('amber');
    expect(availabilityTone('Busy until further notice')).toBe('slate');
  });
});
