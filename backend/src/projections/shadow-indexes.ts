import type { Pool, PoolClient } from 'pg';
import type { Shadow } from './shadow-tables';

/**
 * A shadow table folds with only the indexes that refuse rows (primary key, unique): every other
 * index is built once, after the bulk of the rows is in, instead of being updated row by row.
 */
export async function dropDeferredIndexes(
  tx: PoolClient,
  shadow: Shadow,
  table: string,
): Promise<void> {
  for (const { name } of await deferredIndexes(tx, shadow.schema, table))
    await tx.query(`DROP INDEX ${shadow.schema}.${name}`);
}

/**
 * Builds the live table's deferred indexes the shadow lacks, under the live names, `atOnce` at a
 * time: each build scans the table and sorts on one core, and CREATE INDEX only takes a SHARE
 * lock, so builds on other connections of the pool run beside it.
 */
export async function createDeferredIndexes(
  db: Pool,
  shadow: Shadow,
  table: string,
  atOnce = 1,
): Promise<void> {
  const pending = (await deferredIndexes(db, 'public', table)).values();
  const build = async () => {
    for (const { name, definition } of pending) {
      const [, method] = /^CREATE INDEX \S+ ON \S+ (.*)$/.exec(definition) ?? [];
      if (!method) throw new Error(`Cannot copy index ${name}: ${definition}`);
      await db.query(`CREATE INDEX IF NOT EXISTS ${name} ON ${shadow.schema}.${table} ${method}`);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, build));
}

/** The indexes of <schema>.<table> that back no constraint and are not unique. */
async function deferredIndexes(
  db: Pool | PoolClient,
  schema: string,
  table: string,
): Promise<{ name: string; definition: string }[]> {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
     WHERE x.indrelid = to_regclass($1 || '.' || $2) AND NOT x.indisunique
       AND NOT EXISTS (SELECT FROM pg_constraint c WHERE c.conindid = x.indexrelid)
     ORDER BY i.relname`,
    [schema, table],
  );
  return rows;
}
