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
});
