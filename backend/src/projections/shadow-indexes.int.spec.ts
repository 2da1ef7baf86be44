import { Pool } from 'pg';
import { inTransaction } from '../database/in-transaction';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createDeferredIndexes, dropDeferredIndexes } from './shadow-indexes';

const shadow = { schema: 'rebuild_indexed', checkpoint: 'indexed:rebuild' };

describe('shadow indexes: only those that refuse rows while folding, the rest built after', () => {
  let database: TestDatabase;
  let pool: Pool;
  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new Pool({ connectionString: database.url, max: 2 });
    await pool.query(`CREATE TABLE indexed (id uuid PRIMARY KEY, code text UNIQUE, name text,
      rank int, EXCLUDE USING btree (rank WITH =))`);
    await pool.query('CREATE UNIQUE INDEX indexed_lower_name ON indexed (lower(name))');
    await pool.query('CREATE INDEX indexed_by_name ON indexed (name, id) INCLUDE (rank)');
    await pool.query('CREATE INDEX indexed_ranked ON indexed (rank) WHERE rank > 0');
    await pool.query(`CREATE SCHEMA ${shadow.schema}`);
    await pool.query(`CREATE TABLE ${shadow.schema}.indexed (LIKE public.indexed INCLUDING ALL)`);
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  /** Each index of <schema>.indexed by its definition without names, and its name. */
  const indexes = async (schema: string) =>
    (
      await pool.query<{ name: string; definition: string }>(
        `SELECT i.relname AS name,
           replace(regexp_replace(pg_get_indexdef(i.oid), '^(CREATE (UNIQUE )?INDEX )\\S+', '\\1'),
             $1 || '.', '') AS definition
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
         WHERE x.indrelid = to_regclass($1 || '.indexed') ORDER BY definition`,
        [schema],
      )
    ).rows;

  const deferred = ['indexed_by_name', 'indexed_ranked'];

  it('keeps the primary key, unique indexes and constraints while folding', async () => {
    await inTransaction(pool, (tx) => dropDeferredIndexes(tx, shadow, 'indexed'));
    const kept = (await indexes(shadow.schema)).map((index) => index.definition);
    const live = await indexes('public');
    expect(kept).toEqual(
      live.filter((index) => !deferred.includes(index.name)).map((index) => index.definition),
    );
    expect(kept).toHaveLength(4);
  });

  it('then builds the others as the live table has them, under their names', async () => {
    // Two at a time, then again as a rebuild resumed after building them does.
    await createDeferredIndexes(pool, shadow, 'indexed', 2);
    await createDeferredIndexes(pool, shadow, 'indexed');
    const live = await indexes('public');
    const built = await indexes(shadow.schema);
    expect(built.map((index) => index.definition)).toEqual(live.map((index) => index.definition));
    expect(built.map((index) => index.name)).toEqual(expect.arrayContaining(deferred));
  });
});
