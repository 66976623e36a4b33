// @vitest-environment node
import { barHeight, conversionRate, defaultRange, formatCents, formatRate, formatRating, formatWait, lastEntries, monthLabel, percentOf, sourceLabel, totalEmailCaptures } from './report';

describe('percentOf', () => {
  it('rounds the share of the total', () => {
    expect(percentOf(7, 10)).toBe(70);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(1, 200)).toBe(1); // 0.5 rounds up
    expect(percentOf(10, 10)).toBe(100);
  });

  it('is 0 when the total is 0', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(3, 0)).toBe(0);
  });
});

describe('conversionRate', () => {
  it('divides signups by unique visitors as a rounded percent', () => {
    expect(conversionRate(12, 1510)).toBe(1);
    expect(conversionRate(30, 400)).toBe(8); // 7.5 rounds up
    expect(conversionRate(0, 500)).toBe(0);
  });

  it('is 0% without visitors', () => {
    expect(conversionRate(5, 0)).toBe(0);
  });

  it('is not capped when signups outnumber visitors (members who registered through the API alone)', () => {
    expect(conversionRate(3, 2)).toBe(150);
  });
});

describe('formatCents', () => {
  it('shows cents as dollars with separators and two decimals', () => {
    expect(formatCents(320000)).toBe('$3,200.00');
    expect(formatCents(125001)).toBe('$1,250.01');
    expect(formatCents(0)).toBe('$0.00');
  });
});

describe('formatRate', () => {
  it('shows the one decimal the service gives, and a dash without a rate', () => {
    expect(formatRate(66.7)).toBe('66.7%');
    expect(formatRate(50)).toBe('50%');
    expect(formatRate(null)).toBe('–');
  });
});

describe('sourceLabel', () => {
  it("shows 'Direct' for signups without a source", () => {
    expect(sourceLabel(null)).toBe('Direct');
    expect(sourceLabel('newsletter')).toBe('newsletter');
  });
});

describe('totalEmailCaptures', () => {
  it('sums the signups of every source', () => {
    expect(
      totalEmailCaptures([
        { source: 'newsletter', count: 20, clients: 15, engineers: 5 },
        { source: null, count: 12, clients: 8, engineers: 4 },
      ]),
    ).toBe(32);
    expect(totalEmailCaptures([])).toBe(0);
  });
});

describe('lastEntries', () => {
  it('keeps the last entries in their order', () => {
    const days = Array.from({ length: 30 }, (_, index) => index + 1);
    expect(lastEntries(days, 10)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(lastEntries([1, 2], 10)).toEqual([1, 2]);
    expect(lastEntries(days, 0)).toEqual([]);
  });
});

describe('defaultRange', () => {
  it('runs from 30 days before today to today, in UTC days', () => {
    expect(defaultRange(new Date('2026-11-23T10:15:30Z'))).toEqual({ start: '2026-10-24', end: '2026-11-23' });
  });

  it('crosses month and year ends and uses the UTC day, not the local one', () => {
    expect(defaultRange(new Date('2026-01-15T23:59:59Z'))).toEqual({ start: '2025-12-16', end: '2026-01-15' });
    expect(defaultRange(new Date('2024-03-30T00:00:00Z'))).toEqual({ start: '2024-02-29', end: '2024-03-30' });
  });
});

describe('barHeight', () => {
  it('scales to the tallest bar', () => {
    expect(barHeight(5, 10)).toBe(50);
    expect(barHeight(10, 10)).toBe(100);
    expect(barHeight(0, 0)).toBe(0);
  });
});

describe('formatWait', () => {
  it.each([
    [null, '–'],
    [0, 'under a minute'],
    [59, 'under a minute'],
    [60, '1 min'],
    [3600, '1 h'],
    [12000, '3 h 20 min'],
    [86400, '1 d'],
    [187200, '2 d 4 h'],
  ])('%s seconds read %s', (seconds, text) => {
    expect(formatWait(seconds)).toBe(text);
  });
});

describe('formatRating and monthLabel', () => {
  it('shows ratings with up to two decimals and months by name', () => {
    expect(formatRating(4.333)).toBe('4.33');
    expect(formatRating(5)).toBe('5');
    expect(formatRating(null)).toBe('–');
    expect(monthLabel('2026-11')).toBe('Nov 2026');
  });
});
