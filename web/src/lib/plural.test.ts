// @vitest-environment node
import { formatCount, plural, pluralWord } from './plural';

describe('plural', () => {
  it('uses the singular for exactly one and the plural for everything else', () => {
    expect(plural(1, 'project')).toBe('1 project');
    expect(plural(0, 'project')).toBe('0 projects');
    expect(plural(2, 'review')).toBe('2 reviews');
    expect(plural(-1, 'day')).toBe('-1 days');
  });

  it('formats the number with thousands separators', () => {
    expect(plural(2500, 'bid')).toBe('2,500 bids');
    expect(plural(1_000_000, 'message')).toBe('1,000,000 messages');
  });

  it('takes an irregular plural', () => {
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
    expect(plural(3, 'entry', 'entries')).toBe('3 entries');
  });

  it('gives the word alone, and the number alone', () => {
    expect(pluralWord(1, 'file')).toBe('file');
    expect(pluralWord(4, 'file')).toBe('files');
    expect(pluralWord(4, 'person', 'people')).toBe('people');
    expect(formatCount(4980)).toBe('4,980');
  });
});
