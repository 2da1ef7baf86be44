import { Client } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { migrations } from './migrations';

export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations,
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
  };
}

/** Applies every pending migration; safe to run on every start. */
export async function migrate(url: string): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(url));
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations();
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}

/** Creates the database on the server unless it exists (optionally as a copy of a template). */
export async function ensureDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return;
    const from = template ? ` TEMPLATE ${quoteIdent(template)}` : '';
    await client.query(`CREATE DATABASE ${quoteIdent(name)}${from}`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
