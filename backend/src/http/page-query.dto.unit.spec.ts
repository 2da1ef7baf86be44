import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { PageQueryDto } from './page-query.dto';

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
