import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';
import type { Pool, PoolClient } from 'pg';
import {
  comparePositions,
  type EventStore,
  type GlobalPosition,
} from '../event-store/event-store.port';
import { inTransaction } from '../database/in-transaction';
import { appliedMigrations } from '../database/migration-status';
import { appVersion } from './app-version';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  backupEventOf,
  type BackupHeader,
} from './backup-format';
import { COPIED_TABLES } from './backup-tables';
import { tableRowsAsJson } from './table-rows';

const EVENT_PAGE = 1000;

export interface BackupSource {
  readonly store: EventStore;
  readonly pool: Pool;
  readonly storeKind: BackupHeader['store'];
}

/**
 * Writes a consistent backup while the app runs. The events are those a reader could see when it
 * began (the store's head, gap-safe); the tables are read after that, in one REPEATABLE READ
 * snapshot, so they hold everything those events name and every side effect they caused.
 */
export async function writeBackup(source: BackupSource, file: string): Promise<BackupHeader> {
  const head = await source.store.headPosition();
  const body = new BodyWriter(`${file}.body.gz`);
  try {
    const tables = await inTransaction(source.pool, (tx) => copyTables(tx, body));
    const events = await copyEvents(source.store, head, body);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: appVersion(),
      migration: (await appliedMigrations(source.pool)).at(-1) ?? '',
      createdAt: new Date().toISOString(),
      store: source.storeKind,
      counts: { events, tables },
      contentSha256: await body.finish(),
    };
    await joinHeaderAndBody(file, header, body.path);
    return header;
  } finally {
    await rm(body.path, { force: true });
  }
}

async function copyTables(tx: PoolClient, body: BodyWriter): Promise<Record<string, number>> {
  await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
  const counts: Record<string, number> = {};
  for (const table of COPIED_TABLES) {
    counts[table] = 0;
    const prefix = `{"table":${JSON.stringify(table)},"row":`;
    for await (const row of tableRowsAsJson(tx, table)) {
      await body.write(`${prefix}${row}}`);
      counts[table] += 1;
    }
  }
  return counts;
}

async function copyEvents(store: EventStore, head: GlobalPosition, body: BodyWriter) {
  let count = 0;
  let after: GlobalPosition | undefined;
  for (;;) {
    const page = await store.readAll({ after, maxCount: EVENT_PAGE });
    for (const event of page) {
      if (comparePositions(event.position, head) > 0) return count;
      await body.write(JSON.stringify({ event: backupEventOf(event) }));
      count += 1;
    }
    const last = page[page.length - 1];
    if (!last || page.length < EVENT_PAGE) return count;
    after = last.position;
  }
}

/** The lines after the header, gzipped to a side file and hashed as they are written. */
class BodyWriter {
  private readonly hash = createHash('sha256');
  private readonly gzip = createGzip();
  private readonly done: Promise<void>;

  constructor(readonly path: string) {
    this.done = pipeline(this.gzip, createWriteStream(path));
  }

  async write(line: string): Promise<void> {
    const text = `${line}\n`;
    this.hash.update(text, 'utf8');
    if (!this.gzip.write(text, 'utf8')) await once(this.gzip, 'drain');
  }

  /** Ends the side file; returns the hex SHA-256 of every line written. */
  async finish(): Promise<string> {
    this.gzip.end();
    await this.done;
    return this.hash.digest('hex');
  }
}

/**
 * The file is two gzip members, the header's then the body's, which gunzip reads as one text; it
 * appears under its name only once complete.
 */
async function joinHeaderAndBody(file: string, header: BackupHeader, bodyPath: string) {
  const partial = `${file}.partial`;
  const out = createWriteStream(partial);
  out.write(gzipSync(`${JSON.stringify(header)}\n`));
  await pipeline(createReadStream(bodyPath), out);
  await rename(partial, file);
}
