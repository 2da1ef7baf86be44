import type { SortDirection } from '@job-intake/contracts/paging';
import { HttpResponse } from 'msw';
import { type PagedRows, pageOfRows, PagingError, type SortKey } from './paged-rows';

interface PagedList<Row, Sort extends string> {
  /** What each sort id orders by, as the server's SQL does. */
  keys: Record<Sort, SortKey<Row>>;
  defaultSort: { sort: Sort; dir: SortDirection };
  /** Whether a row is found by the search text (lower-cased), as the server's ILIKE. */
  matches: (row: Row, search: string) => boolean;
}

/**
 * The fake's answer to a searchable paged GET: the rows the URL's `q` finds, one page of them as
 * the query string asks (400 for a bad parameter, as the server), shaped by `body`.
 */
export function pagedListAnswer<Row extends { id: string | number }, Sort extends string>(
  request: Request,
  rows: Row[],
  list: PagedList<Row, Sort>,
  body: (page: PagedRows<Row, Sort>) => object,
) {
  const params = new URL(request.url).searchParams;
  const search = params.get('q')?.trim().toLowerCase() ?? '';
  const found = search ? rows.filter((row) => list.matches(row, search)) : rows;
  const raw = Object.fromEntries(
    (['page', 'size', 'sort', 'dir'] as const).flatMap((name) => {
      const value = params.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  try {
    return HttpResponse.json(body(pageOfRows(found, raw, list.keys, list.defaultSort)));
  } catch (error) {
    if (!(error instanceof PagingError)) throw error;
    return HttpResponse.json(
      { statusCode: 400, message: [error.message], error: 'Bad Request' },
      { status: 400 },
    );
  }
}
