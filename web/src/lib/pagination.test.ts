// @vitest-environment node
import { totalFromHeader, totalPages } from './pagination';

describe('pagination helpers', () => {
  it('reads X-Total-Count, falling back to the page length', () => {
    expect(totalFromHeader('42', 12)).toBe(42);
    expect(totalFromHeader(null, 3)).toBe(3);
    expect(totalFromHeader('nope', 3)).toBe(3);
    expect(totalFromHeader('-1', 3)).toBe(3);
  });

  it('counts pages, at least one', () => {
    expect(totalPages(0, 12)).toBe(1);
    expect(totalPages(12, 12)).toBe(1);
    expect(totalPages(13, 12)).toBe(2);
  });
});
