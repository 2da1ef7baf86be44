import { describe, expect, it } from 'vitest';
import {
  changePageParams,
  type PageParamsDefaults,
  readPageParams,
  writePageParams,
} from './page-params';

const SORTS = ['name', 'reference', 'created'] as const;
type Sort = (typeof SORTS)[number];
const DEFAULTS: PageParamsDefaults<Sort> = { size: 100, sort: 'name', dir: 'asc' };

const read = (search: string) => readPageParams(new URLSearchParams(search), SORTS, DEFAULTS);

describe('readPageParams', () => {
  it('reads page, size, sort and dir from the URL', () => {
    expect(read('page=3&size=500&sort=reference&dir=desc')).toEqual({
      page: 3,
      size: 500,
      sort: 'reference',
      dir: 'desc',
    });
  });

  it('falls back to the defaults for missing values', () => {
    expect(read('')).toEqual({ page: 1, size: 100, sort: 'name', dir: 'asc' });
  });

  it('reads a sort without a direction as ascending', () => {
    const defaults: PageParamsDefaults<Sort> = { size: 100, sort: 'created', dir: 'desc' };
    const search = new URLSearchParams('sort=name');
    expect(readPageParams(search, SORTS, defaults)).toMatchObject({ sort: 'name', dir: 'asc' });
  });

  it.each([
    'page=0',
    'page=-2',
    'page=abc',
    'page=2.5',
    'page=1000001',
    'size=50',
    'sort=bogus',
    'dir=up',
  ])('ignores the unusable %s', (search) => {
    expect(read(search)).toEqual({ page: 1, size: 100, sort: 'name', dir: 'asc' });
  });
});

describe('writePageParams', () => {
  const write = (search: string, params: Parameters<typeof changePageParams<Sort>>[0]) =>
    writePageParams(new URLSearchParams(search), params, DEFAULTS).toString();

  it('writes what differs from the defaults and keeps other params', () => {
    expect(write('q=harbor', { page: 3, size: 500, sort: 'reference', dir: 'desc' })).toBe(
      'q=harbor&page=3&size=500&sort=reference&dir=desc',
    );
  });

  it('leaves the defaults out, removing them when they were there', () => {
    expect(
      write('page=2&size=500&sort=created&dir=desc', {
        page: 1,
        size: 100,
        sort: 'name',
        dir: 'asc',
      }),
    ).toBe('');
  });

  it('writes an order whole when only its direction differs', () => {
    expect(write('', { page: 1, size: 100, sort: 'name', dir: 'desc' })).toBe('sort=name&dir=desc');
  });
});

describe('changePageParams', () => {
  const current = { page: 4, size: 100, sort: 'name', dir: 'asc' } as const;

  it('goes to the page asked for', () => {
    expect(changePageParams<Sort>(current, { page: 7 })).toEqual({ ...current, page: 7 });
  });

  it('goes back to page 1 when the size or the order changes', () => {
    expect(changePageParams<Sort>(current, { size: 500 })).toEqual({
      ...current,
      page: 1,
      size: 500,
    });
    expect(changePageParams<Sort>(current, { sort: 'created', dir: 'desc' })).toEqual({
      page: 1,
      size: 100,
      sort: 'created',
      dir: 'desc',
    });
  });
});
