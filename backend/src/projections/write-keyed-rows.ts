import type { PoolClient } from 'pg';
import type { KeyedRowWrites } from './keyed-rows';

/**
 * Writes a folded batch to a table keyed by a uuid `id` in two statements: one DELETE of the
 * removed ids, one multi-row INSERT of the added rows (by column name, as jsonb).
 */
export async function writeKeyedRows<Row>(
  db: PoolClient,
  table: string,
  writes: KeyedRowWrites<Row>,
): Promise<void> {
  if (writes.removed.length > 0) {
    const { rows } = await db.query<{ id: string }>(
      `DELETE FROM ${table} WHERE id = ANY($1::uuid[]) RETURNING id`,
      [writes.removed],
    );
    const held = rows.find(({ id }) => writes.addedFirst.has(id));
    if (held) throw new Error(`${table} already holds ${held.id}`);
  }
  if (writes.added.length === 0) return;
  await db.query(
    `INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`,
    [JSON.stringify(writes.added)],
  );
}
