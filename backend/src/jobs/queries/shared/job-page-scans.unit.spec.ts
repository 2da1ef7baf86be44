import { pageScans, type PageScansInput } from './job-page-scans';

/** The list each scan would read: keys 0…notNull-1 in key order, then NULL rows, by id. */
function read(input: PageScansInput): string[] {
  const keys = Array.from({ length: input.notNull }, (_, i) => `k${i}`);
  const nulls = Array.from({ length: input.total - input.notNull }, (_, i) => `n${i}`);
  return pageScans(input).flatMap((scan) => {
    const rows = scan.rows === 'all' ? [...keys, ...nulls] : scan.rows === 'null' ? nulls : keys;
    const ordered = scan.direction === 'asc' ? rows : [...rows].reverse();
    return ordered.slice(scan.offset, scan.offset + scan.limit);
  });
}

/** The rows of the page in the order asked for, NULLs last. */
function expected(input: PageScansInput): string[] {
  const keys = Array.from({ length: input.notNull }, (_, i) => `k${i}`);
  const nulls = Array.from({ length: input.total - input.notNull }, (_, i) => `n${i}`);
  const order = input.dir === 'asc' ? [...keys, ...nulls] : [...keys.reverse(), ...nulls.reverse()];
  return order.slice(input.offset, input.offset + input.limit);
}

const sorted = (rows: string[]) => [...rows].sort();

describe('pageScans', () => {
  it.each([
    ['asc', 0],
    ['asc', 30],
    ['asc', 90],
    ['desc', 0],
    ['desc', 40],
    ['desc', 90],
  ] as const)('reads the rows of the page %s from offset %i, NULLs last', (dir, offset) => {
    for (const nullable of [true, false]) {
      const input = { dir, nullable, total: 95, notNull: nullable ? 60 : 95, offset, limit: 10 };
      expect(sorted(read(input))).toEqual(sorted(expected(input)));
    }
  });

  it('reads a page before the middle from the start, skipping only the rows before it', () => {
    expect(
      pageScans({
        dir: 'asc',
        nullable: false,
        total: 1000,
        notNull: 1000,
        offset: 400,
        limit: 100,
      }),
    ).toEqual([{ rows: 'all', direction: 'asc', offset: 400, limit: 100 }]);
  });

  it('reads a page past the middle backwards from the end', () => {
    expect(
      pageScans({
        dir: 'asc',
        nullable: false,
        total: 1000,
        notNull: 1000,
        offset: 600,
        limit: 100,
      }),
    ).toEqual([{ rows: 'all', direction: 'desc', offset: 300, limit: 100 }]);
    expect(
      pageScans({
        dir: 'desc',
        nullable: false,
        total: 950,
        notNull: 950,
        offset: 900,
        limit: 100,
      }),
    ).toEqual([{ rows: 'all', direction: 'asc', offset: 0, limit: 50 }]);
  });

  it('reads a descending page that spans keys and NULLs in two scans', () => {
    expect(
      pageScans({
        dir: 'desc',
        nullable: true,
        total: 1000,
        notNull: 250,
        offset: 200,
        limit: 100,
      }),
    ).toEqual([
      { rows: 'not-null', direction: 'desc', offset: 200, limit: 50 },
      { rows: 'null', direction: 'desc', offset: 0, limit: 50 },
    ]);
  });

  it('reads nothing past the end of the list', () => {
    expect(
      pageScans({ dir: 'asc', nullable: false, total: 0, notNull: 0, offset: 0, limit: 100 }),
    ).toEqual([]);
  });
});
