import { requestedPage } from './requested-page';

describe('requestedPage', () => {
  const defaults = { sort: 'weight', dir: 'desc' } as const;

  it("fills in the list's defaults", () => {
    expect(requestedPage({}, defaults)).toEqual({
      page: 1,
      size: 100,
      sort: 'weight',
      dir: 'desc',
    });
  });

  it('sorts ascending when a sort comes without a direction', () => {
    expect(requestedPage({ sort: 'name' }, defaults)).toMatchObject({ sort: 'name', dir: 'asc' });
    expect(requestedPage({ dir: 'asc', page: 4, size: 1000 }, defaults)).toEqual({
      page: 4,
      size: 1000,
      sort: 'weight',
      dir: 'asc',
    });
  });
});
