// @vitest-environment node
import { HELP_CATEGORIES } from '../data/help-center';
import { filterHelpCategories } from './help-search';

const categories = [
  { id: 'a', title: 'Payments & Billing', description: 'Milestones and plans.', articles: [{ title: 'Testing payments with test cards', href: '/payment-test' }] },
  { id: 'b', title: 'Files & CNC', description: 'Formats and checksums.', articles: [{ title: 'Running a safe test cut', href: '/file-transfer-guide' }] },
];

describe('filterHelpCategories', () => {
  it('keeps every category for an empty or blank query', () => {
    expect(filterHelpCategories(categories, '')).toEqual(categories);
    expect(filterHelpCategories(categories, '   ')).toEqual(categories);
  });

  it('matches the title, the description or an article title, ignoring case and surrounding spaces', () => {
    expect(filterHelpCategories(categories, 'BILLING').map((c) => c.id)).toEqual(['a']);
    expect(filterHelpCategories(categories, ' checksums ').map((c) => c.id)).toEqual(['b']);
    expect(filterHelpCategories(categories, 'safe test CUT').map((c) => c.id)).toEqual(['b']);
    expect(filterHelpCategories(categories, 'test').map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('returns nothing when no text matches', () => {
    expect(filterHelpCategories(categories, 'zzz')).toEqual([]);
  });

  it('covers the six help categories of the page', () => {
    expect(HELP_CATEGORIES).toHaveLength(6);
    expect(filterHelpCategories(HELP_CATEGORIES, '')).toHaveLength(6);
  });
});
