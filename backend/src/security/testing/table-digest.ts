import type { Pool } from 'pg';

/**
 * A digest of every row of every table (schema.table → row count and md5 of the rows), except
 * the tables in `skip`; of the tables in `countOnly`, only the row count.
 */
export async function tableDigests(
  pool: Pool,
  skip: readonly string[],
  countOnly: readonly string[],
): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
      ORDER BY 1`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables.filter((table) => !skip.includes(table.name))) {
    const rowsDigest = countOnly.includes(name)
      ? `''`
      : `md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), ''))`;
    const { rows } = await pool.query<{ digest: string }>(
      `SELECT count(*) || ':' || ${rowsDigest} AS digest FROM ${name} t`,
    );
    digests[name] = rows[0]!.digest;
  }
  return digests;
}
