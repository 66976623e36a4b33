// @vitest-environment node
import { projectListQuery } from './projects-api';

describe('open projects query', () => {
  it('leaves out empty filters and an empty search', () => {
    expect(projectListQuery({ search: '  ', cabinetType: '', budgetRange: '', materialType: '', page: 1, pageSize: 12 })).toBe('page=1&pageSize=12');
  });

  it('sends search and filters with the page', () => {
    expect(
      projectListQuery({ search: ' island ', cabinetType: 'Bathroom Vanity', budgetRange: '$1,000 - $2,500', materialType: 'Solid Wood', page: 2, pageSize: 12 }),
    ).toBe('search=island&cabinetType=Bathroom+Vanity&budgetRange=%241%2C000+-+%242%2C500&materialType=Solid+Wood&page=2&pageSize=12');
  });
});
