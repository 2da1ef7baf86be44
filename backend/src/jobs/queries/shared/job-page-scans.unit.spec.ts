import { pageScans, seekScans, type PageScansInput } from './job-page-scans';

/** The list each scan would read: keys 0…notNull-1 in key order, then NULL rows, by id. */
function read(input: PageScansInput & { total: number; notNull: number }): string[] {
  const keys = Array.from({ length: input.notNull }, (_, i) => `k${i}`);
  const nulls = Array.from({ length: input.total - input.notNull }, (_, i) => `n${i}`);
  return pageScans(input).flatMap((scan) => {
    const rows = scan.rows === 'all' ? [...keys, ...nulls] : scan.rows === 'null' ? nulls : keys;
    const ordered = scan.direction === 'asc' ? rows : [...rows].reverse();
    return ordered.slice(scan.offset, scan.offset + scan.limit);
  });
}

/** The rows of the page in the order asked for, NULLs last. */
function expected(input: PageScansInput & { total: number; notNull: number }): string[] {
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

describe('pageScans with a count that stopped', () => {
  it('reads forwards from the start, never from an end it does not know', () => {
    expect(
      pageScans({
        dir: 'asc',
        nullable: false,
        total: null,
        notNull: null,
        offset: 900,
        limit: 100,
      }),
    ).toEqual([{ rows: 'all', direction: 'asc', offset: 900, limit: 100 }]);
  });

  it('reads a descending page across keys and NULLs when only the keys were counted', () => {
    expect(
      pageScans({
        dir: 'desc',
        nullable: true,
        total: null,
        notNull: 950,
        offset: 900,
        limit: 100,
      }),
    ).toEqual([
      { rows: 'not-null', direction: 'desc', offset: 900, limit: 50 },
      { rows: 'null', direction: 'desc', offset: 0, limit: 50 },
    ]);
    expect(
      pageScans({
        dir: 'desc',
        nullable: true,
        total: null,
        notNull: null,
        offset: 900,
        limit: 100,
      }),
    ).toEqual([{ rows: 'not-null', direction: 'desc', offset: 900, limit: 100 }]);
  });
});

describe('seekScans', () => {
  /** Keys k0…k5 then NULL rows n0…n3, in the page's order asc (NULLs last either way). */
  const inOrder = (dir: 'asc' | 'desc') => {
    const keys = ['k0', 'k1', 'k2', 'k3', 'k4', 'k5'];
    const nulls = ['n0', 'n1', 'n2', 'n3'];
    return dir === 'asc' ? [...keys, ...nulls] : [...keys.reverse(), ...nulls.reverse()];
  };
  /** What the scans read from the cursor's row, in their reading order. */
  function read(dir: 'asc' | 'desc', towards: 'after' | 'before', cursor: string, limit: number) {
    const keyIsNull = cursor.startsWith('n');
    const all = [...inOrder('asc')];
    const keys = all.filter((row) => row.startsWith('k'));
    const nulls = all.filter((row) => row.startsWith('n'));
    const rows = seekScans({ dir, nullable: true, towards, keyIsNull, limit }).flatMap((scan) => {
      const segment = scan.rows === 'null' ? nulls : scan.rows === 'not-null' ? keys : all;
      const ordered = scan.direction === 'asc' ? segment : [...segment].reverse();
      const from = scan.seek ? ordered.indexOf(cursor) + 1 : 0;
      return ordered.slice(from, from + scan.limit);
    });
    return rows.slice(0, limit);
  }
  /** The rows beside the cursor in the page's order, nearest first. */
  function expected(
    dir: 'asc' | 'desc',
    towards: 'after' | 'before',
    cursor: string,
    limit: number,
  ) {
    const order = inOrder(dir);
    const at = order.indexOf(cursor);
    return towards === 'after'
      ? order.slice(at + 1, at + 1 + limit)
      : order.slice(Math.max(0, at - limit), at).reverse();
  }

  it.each(['asc', 'desc'] as const)('reads the rows beside any row, NULLs last (%s)', (dir) => {
    for (const towards of ['after', 'before'] as const)
      for (const cursor of inOrder(dir))
        for (const limit of [1, 3, 10])
          expect([towards, cursor, limit, read(dir, towards, cursor, limit)]).toEqual([
            towards,
            cursor,
            limit,
            expected(dir, towards, cursor, limit),
          ]);
  });

  it('seeks a key that cannot be NULL in one scan', () => {
    expect(
      seekScans({ dir: 'desc', nullable: false, towards: 'before', keyIsNull: false, limit: 100 }),
    ).toEqual([{ rows: 'all', direction: 'asc', offset: 0, limit: 100, seek: 'key' }]);
  });
});
