import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { PageQueryDto, requestedPage } from './page-query.dto';

class FruitPageDto extends PageQueryDto(['name', 'weight'] as const) {}

async function problems(query: Record<string, string>): Promise<string[]> {
  const errors = await validate(plainToInstance(FruitPageDto, query), { stopAtFirstError: true });
  return errors.flatMap((error) => Object.values(error.constraints ?? {}));
}

describe('PageQueryDto', () => {
  it('takes page, size, sort and dir from a query string', async () => {
    const query = { page: '3', size: '500', sort: 'weight', dir: 'desc' };
    expect(await problems(query)).toEqual([]);
    expect(plainToInstance(FruitPageDto, query)).toMatchObject({ page: 3, size: 500 });
  });

  it('names the parameter that is wrong', async () => {
    expect(await problems({ page: '0' })).toEqual(['page must be 1 or more']);
    expect(await problems({ page: '2.5' })).toEqual(['page must be a whole number']);
    expect(await problems({ page: '1000001' })).toEqual(['page must be at most 1000000']);
    expect(await problems({ size: '50' })).toEqual(['size must be one of: 100, 500, 1000']);
    expect(await problems({ sort: 'colour' })).toEqual(['sort must be one of: name, weight']);
    expect(await problems({ dir: 'up' })).toEqual(['dir must be one of: asc, desc']);
  });
});

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
