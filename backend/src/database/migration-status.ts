import type { Pool, PoolClient } from 'pg';
import { migrations } from './migrations';

/** The names of this code's migrations, in order. */
export function knownMigrations(): string[] {
  return migrations.map((migration) => migration.name);
}

/** The migrations the database has applied, in the order applied. */
export async function appliedMigrations(db: Pool | PoolClient): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM schema_migrations ORDER BY id',
  );
  return rows.map(({ name }) => name);
}

/** This code's migrations the database has not applied yet. */
export async function pendingMigrations(db: Pool | PoolClient): Promise<string[]> {
  const applied = new Set(await appliedMigrations(db));
  return knownMigrations().filter((name) => !applied.has(name));
}
