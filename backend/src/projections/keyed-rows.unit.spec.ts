import { foldKeyedRows } from './keyed-rows';

describe('foldKeyedRows: the deletes and inserts a batch of keyed changes leaves', () => {
  it('inserts what is added, deletes what is removed, and replaces what is added again', () => {
    const writes = foldKeyedRows([
      { id: 'a', row: { v: 1 } },
      undefined,
      { id: 'b', row: { v: 2 } },
      { id: 'a', row: null },
      { id: 'c', row: null },
      { id: 'c', row: { v: 3 } },
      { id: 'a', row: { v: 4 } },
    ]);
    expect(writes).toEqual({
      removed: ['a', 'c'],
      addedFirst: new Set(['a', 'b']),
      added: [{ v: 4 }, { v: 2 }, { v: 3 }],
    });
  });

  it('refuses an id added twice without a removal between', () => {
    expect(() =>
      foldKeyedRows([
        { id: 'a', row: { v: 1 } },
        { id: 'a', row: { v: 2 } },
      ]),
    ).toThrow('Row a is added twice');
  });
});
