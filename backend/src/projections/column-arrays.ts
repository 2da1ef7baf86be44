import type { PoolClient } from 'pg';

/** A row by column name, as a projection folds it. */
export type ColumnRow = Readonly<Record<string, unknown>>;

interface TableColumn {
  readonly name: string;
  /** Its SQL type, as `format_type` spells it. */
  readonly type: string;
}

/**
 * Read once a process per table name: migrations run before the app folds anything, and a
 * rebuild's shadow table (found first on its search_path) has the live table's columns.
 */
const columnsByTable = new Map<string, Promise<readonly TableColumn[]>>();

/**
 * A multi-row INSERT of `rows` into every column of `table`, each column sent as one typed array
 * and read back with `unnest`: the server parses each value by its column's type, never a JSON
 * document per row (ADR 0038). A column a row does not name is NULL. The caller may append an
 * ON CONFLICT clause.
 */
export async function insertByColumns(
  db: PoolClient,
  table: string,
  rows: readonly ColumnRow[],
): Promise<{ text: string; values: unknown[][] }> {
  const columns = await tableColumns(db, table);
  return {
    text: `INSERT INTO ${table} (${columns.map(({ name }) => name).join(', ')})
      SELECT * FROM unnest(${columns.map(({ type }, i) => `$${i + 1}::${type}[]`).join(', ')})`,
    values: columns.map(({ name, type }) => {
      const json = type === 'jsonb' || type === 'json';
      return rows.map((row) => {
        const value = row[name];
        if (value === undefined || value === null) return null;
        return json ? JSON.stringify(value) : value;
      });
    }),
  };
}

function tableColumns(db: PoolClient, table: string): Promise<readonly TableColumn[]> {
  let columns = columnsByTable.get(table);
  if (!columns) {
    columns = readColumns(db, table);
    columnsByTable.set(table, columns);
    columns.catch(() => columnsByTable.delete(table));
  }
  return columns;
}

async function readColumns(db: PoolClient, table: string): Promise<readonly TableColumn[]> {
  const { rows } = await db.query<TableColumn>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
     WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
    [table],
  );
  if (rows.length === 0) throw new Error(`No columns found for table ${table}`);
  // unnest flattens an array of arrays into its elements, so an array column cannot travel as one.
  const arrays = rows.filter(({ type }) => type.endsWith('[]')).map(({ name }) => name);
  if (arrays.length > 0) throw new Error(`${table} has array columns (${arrays.join(', ')})`);
  return rows;
}
