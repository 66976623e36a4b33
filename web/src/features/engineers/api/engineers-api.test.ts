// @vitest-environment node
import { NO_ADVANCED_FILTERS } from '../utils/plan';
import { engineerListQuery } from './engineers-api';

describe('engineer directory query', () => {
  it("leaves out 'all' filters and an empty search", () => {
    expect(engineerListQuery({ search: '  ', software: 'all', location: 'all', page: 1, pageSize: 12 })).toBe('page=1&pageSize=12');
  });

  it('sends search, software and location with the page', () => {
    expect(engineerListQuery({ search: ' kitchen ', software: 'cabinet vision', location: 'canada', page: 2, pageSize: 12 })).toBe(
      'search=kitchen&software=cabinet+vision&location=canada&page=2&pageSize=12',
    );
  });

  it('sends the advanced filters that are set, and nothing for those left empty', () => {
    const advanced = { ...NO_ADVANCED_FILTERS, minRating: '4.5', maxRate: ' 90 ', verifiedOnly: true, sort: 'rate' as const };
    expect(engineerListQuery({ search: '', software: 'all', location: 'all', page: 1, pageSize: 12, advanced })).toBe(
      'minRating=4.5&maxRate=90&verifiedOnly=true&sort=rate&page=1&pageSize=12',
    );
    expect(engineerListQuery({ search: '', software: 'all', location: 'all', page: 1, pageSize: 12, advanced: NO_ADVANCED_FILTERS })).toBe(
      'page=1&pageSize=12',
    );
  });
});

describe('engineer directory certification filter', () => {
  it("sends certification= for one track and nothing for 'all'", () => {
    const base = { search: '', software: 'all' as const, location: 'all' as const, page: 1, pageSize: 12 };
    expect(engineerListQuery({ ...base, certification: 'cabinet_vision' })).toBe('certification=cabinet_vision&page=1&pageSize=12');
    expect(engineerListQuery({ ...base, certification: 'all' })).toBe('page=1&pageSize=12');
  });
});
