/** One event's change to a table of rows keyed by id: a row added, or the id removed (null). */
export interface KeyedRowChange<Row> {
  readonly id: string;
  readonly row: Row | null;
}

/** What a batch of changes leaves to write: deletes first, then inserts. */
export interface KeyedRowWrites<Row> {
  /** Every id a removal names, so that a row removed and added again is replaced. */
  readonly removed: readonly string[];
  /** Ids whose first change is an addition: the table must not hold them before the batch. */
  readonly addedFirst: ReadonlySet<string>;
  /** The rows present after the batch that it added. */
  readonly added: readonly Row[];
}

/**
 * Folds the changes of a batch, in order, as one INSERT or DELETE per change would apply them:
 * an id added twice without a removal in between fails, as the second INSERT would.
 */
export function foldKeyedRows<Row>(
  changes: readonly (KeyedRowChange<Row> | undefined)[],
): KeyedRowWrites<Row> {
  const rows = new Map<string, Row | null>();
  const removed = new Set<string>();
  const addedFirst = new Set<string>();
  for (const change of changes) {
    if (!change) continue;
    const current = rows.get(change.id);
    if (change.row === null) removed.add(change.id);
    else if (current) throw new Error(`Row ${change.id} is added twice`);
    else if (current === undefined) addedFirst.add(change.id);
    rows.set(change.id, change.row);
  }
  const added = [...rows.values()].filter((row): row is Row => row !== null);
  return { removed: [...removed], addedFirst, added };
}
