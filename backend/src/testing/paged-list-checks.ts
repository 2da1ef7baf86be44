import type { TestApp } from './test-app';

type Auth = { Authorization: string };

/** Bad paging parameters and the words the 400's message must hold. */
export const BAD_PAGING: readonly [query: string, message: string][] = [
  ['size=50', 'size must be one of: 100, 500, 1000'],
  ['page=0', 'page must be 1 or more'],
  ['page=abc', 'page must be a whole number'],
  ['page=1.5', 'page must be a whole number'],
  ['page=1000001', 'page must be at most 1000000'],
  ['sort=bogus', 'sort must be one of'],
  ['dir=up', 'dir must be one of: asc, desc'],
  [`q=${'x'.repeat(201)}`, 'q must be at most 200 characters'],
];

/** Each bad paging parameter of `path` is answered 400 with a message naming it. */
export async function expectBadPagingRefused(t: TestApp, path: string, auth: Auth): Promise<void> {
  for (const [query, message] of BAD_PAGING) {
    const separator = path.includes('?') ? '&' : '?';
    const answer = await t.http.get(`${path}${separator}${query}`).set(auth);
    expect({ query, status: answer.status }).toEqual({ query, status: 400 });
    expect(JSON.stringify(answer.body.message)).toContain(message);
  }
}

/** Every row of a list read page by page, to compare with the same list read at once. */
export async function readAllPages<Row>(
  t: TestApp,
  path: string,
  auth: Auth,
  rowsOf: (body: unknown) => Row[],
): Promise<Row[]> {
  const rows: Row[] = [];
  const separator = path.includes('?') ? '&' : '?';
  for (let page = 1; ; page += 1) {
    const { body } = await t.http.get(`${path}${separator}page=${page}`).set(auth).expect(200);
    const { total, size } = body as { total: number; size: number };
    rows.push(...rowsOf(body));
    if (page * size >= total) return rows;
  }
}
