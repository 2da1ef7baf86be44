import type { Pool, PoolClient } from 'pg';
import type { GlobalPosition } from '../event-store/event-store.port';
import { readCheckpoint } from './checkpoints';
import { dropDeferredIndexes } from './shadow-indexes';
import type { Projection } from './projection';

/** Where a read model is rebuilt while users keep reading the live tables. */
export interface Shadow {
  /** A schema holding a copy of each of the projection's tables, searched before public. */
  readonly schema: string;
  /** The shadow's own checkpoint in projection_checkpoints, so a rebuild can resume. */
  readonly checkpoint: string;
}

export function shadowOf(projection: Projection): Shadow {
  return {
    schema: `rebuild_${projection.name.replace(/\W/g, '_')}`,
    checkpoint: `${projection.name}:rebuild`,
  };
}

/** Where a rebuild that was stopped got to, or null when none is waiting to resume. */
export async function interruptedRebuildAt(
  db: Pool,
  projection: Projection,
): Promise<GlobalPosition | null> {
  const shadow = shadowOf(projection);
  const { rows } = await db.query('SELECT 1 FROM projection_checkpoints WHERE name = $1', [
    shadow.checkpoint,
  ]);
  return rows.length > 0 ? readCheckpoint(db, shadow.checkpoint) : null;
}

/**
 * Creates the shadow tables, unless a previous run left ones with the live tables' columns, with
 * only the indexes that refuse rows (shadow-indexes.ts).
 */
export async function createShadowTables(
  tx: PoolClient,
  projection: Projection,
  shadow: Shadow,
): Promise<void> {
  if (await shadowIsStale(tx, projection, shadow)) await dropShadowTables(tx, shadow);
  await tx.query(`CREATE SCHEMA IF NOT EXISTS ${shadow.schema}`);
  for (const { name } of projection.tables) {
    await tx.query(
      `CREATE TABLE IF NOT EXISTS ${shadow.schema}.${name} (LIKE public.${name} INCLUDING ALL)`,
    );
    await dropDeferredIndexes(tx, shadow, name);
  }
}

export async function dropShadowTables(tx: PoolClient, shadow: Shadow): Promise<void> {
  await tx.query(`DROP SCHEMA IF EXISTS ${shadow.schema} CASCADE`);
  await tx.query('DELETE FROM projection_checkpoints WHERE name = $1', [shadow.checkpoint]);
}

/**
 * The shadow a stopped rebuild left no longer matches the live tables (a migration changed one,
 * or the projection owns a table more): its rows cannot be swapped in.
 */
async function shadowIsStale(
  tx: PoolClient,
  projection: Projection,
  shadow: Shadow,
): Promise<boolean> {
  const { rows: schema } = await tx.query('SELECT to_regnamespace($1) AS oid', [shadow.schema]);
  if (schema[0]?.oid === null) return false;
  for (const { name } of projection.tables) {
    const { rows } = await tx.query<{ live: string; shadow: string | null }>(
      `SELECT ${COLUMNS_OF('public')} AS live, ${COLUMNS_OF(shadow.schema)} AS shadow`,
      [name],
    );
    if (rows[0]?.shadow !== rows[0]?.live) return true;
  }
  return false;
}

const COLUMNS_OF = (schema: string) => `(
  SELECT string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull,
    ', ' ORDER BY a.attnum)
  FROM pg_attribute a
  WHERE a.attrelid = to_regclass('${schema}.' || $1) AND a.attnum > 0 AND NOT a.attisdropped)`;

/**
 * Queries that arrive while the swap waits for a table's exclusive lock queue behind it: rather
 * than hold up every reader behind one long query, give up after a while (the next run resumes).
 */
export async function swapInTables(
  tx: PoolClient,
  projection: Projection,
  shadow: Shadow,
  lockTimeoutMs: number,
): Promise<void> {
  await tx.query("SELECT set_config('lock_timeout', $1, true)", [`${lockTimeoutMs}ms`]);
  try {
    for (const { name } of projection.tables) await swapInShadowTable(tx, shadow, name);
  } catch (error) {
    if ((error as { code?: string }).code !== LOCK_NOT_AVAILABLE) throw error;
    throw new Error(
      `${projection.name}: a long query held its tables, so the rebuilt rows were not swapped in; run the rebuild again to resume`,
      { cause: error },
    );
  }
}

const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Replaces a live table by its shadow inside the caller's transaction. DROP TABLE without
 * CASCADE fails (and rolls the swap back) if anything depends on the live table, such as a
 * foreign key into it. The shadow's indexes and constraints got default names from LIKE; they
 * take the live ones' names, so later migrations find them.
 */
async function swapInShadowTable(tx: PoolClient, shadow: Shadow, table: string): Promise<void> {
  const liveNames = await indexNamesByDefinition(tx, table);
  await tx.query(`DROP TABLE public.${table}`);
  await tx.query(`ALTER TABLE ${shadow.schema}.${table} SET SCHEMA public`);
  for (const [definition, name] of await indexNamesByDefinition(tx, table)) {
    const liveName = liveNames.get(definition);
    // Renaming an index that backs a constraint renames the constraint too.
    if (liveName && liveName !== name)
      await tx.query(`ALTER INDEX public.${name} RENAME TO ${liveName}`);
  }
}

/** Each index of public.<table> by its definition without its own name. */
async function indexNamesByDefinition(tx: PoolClient, table: string): Promise<Map<string, string>> {
  const { rows } = await tx.query<{ name: string; definition: string }>(
    `SELECT i.relname AS name,
       regexp_replace(pg_get_indexdef(i.oid), '^(CREATE (UNIQUE )?INDEX )\\S+', '\\1') AS definition
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
     WHERE x.indrelid = to_regclass('public.' || $1)`,
    [table],
  );
  return new Map(rows.map((row) => [row.definition, row.name]));
}
