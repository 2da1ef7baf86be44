import type { PoolClient } from 'pg';

/**
 * Rows of the copied tables, by name from backup-tables.ts rather than by SQL naming each table:
 * a backup copies whole rows of every module's kept tables in one snapshot, as they are, and loads
 * them only into an empty database at the same migration (decision 0044).
 */
const FETCH_SIZE = 1000;

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Each row of the table as JSON text, a page at a time through a cursor of the open transaction. */
export async function* tableRowsAsJson(tx: PoolClient, table: string): AsyncGenerator<string> {
  await tx.query(
    `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quoteIdent(table)} t`,
  );
  try {
    for (;;) {
      const { rows } = await tx.query<{ row: string }>(`FETCH ${FETCH_SIZE} FROM backup_rows`);
      for (const { row } of rows) yield row;
      if (rows.length < FETCH_SIZE) return;
    }
  } finally {
    await tx.query('CLOSE backup_rows');
  }
}

/** Inserts rows (as row_to_json wrote them) into the table of the same columns. */
export async function insertRows(
  tx: PoolClient,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const name = quoteIdent(table);
  await tx.query(
    `INSERT INTO ${name} OVERRIDING SYSTEM VALUE
     SELECT * FROM json_populate_recordset(NULL::${name}, $1::json)`,
    [JSON.stringify(rows)],
  );
}

/** Moves each serial or identity sequence of the table past the largest value loaded. */
export async function advanceSequences(tx: PoolClient, table: string): Promise<void> {
  const { rows } = await tx.query<{ column_name: string; sequence: string }>(
    `SELECT column_name, pg_get_serial_sequence($1, column_name) AS sequence
       FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $2
        AND pg_get_serial_sequence($1, column_name) IS NOT NULL`,
    [quoteIdent(table), table],
  );
  for (const { column_name: column, sequence } of rows) {
    await tx.query(
      `SELECT setval($1, coalesce(max(${quoteIdent(column)}), 0) + 1, false) FROM ${quoteIdent(table)}`,
      [sequence],
    );
  }
}

/** Whether the table holds any row. */
export async function hasRows(tx: PoolClient, table: string): Promise<boolean> {
  const { rows } = await tx.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ${quoteIdent(table)}) AS found`,
  );
  return rows[0]?.found ?? false;
}
