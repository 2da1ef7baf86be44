import type { Pool } from 'pg';
import {
  START,
  comparePositions,
  type EventStore,
  type GlobalPosition,
  type RecordedEvent,
} from '../event-store/event-store.port';
import { inTransaction } from '../database/in-transaction';
import { appliedMigrations } from '../database/migration-status';
import type { Projection } from '../projections/projection';
import { rebuildProjection } from '../projections/projection-rebuild';
import { verifyStreams, type AuditReport } from '../audit/verify-streams';
import { BackupFileError, type BackupHeader, type BackupLine } from './backup-format';
import { COPIED_TABLES } from './backup-tables';
import { backupLines, verifyBackup } from './read-backup';
import { appendBackupEvents, type RestoringStore } from './restore-events';
import { advanceSequences, hasRows, insertRows } from './table-rows';

const INSERT_BATCH = 500;
const VISIBLE_WITHIN_MS = 60_000;

export interface RestoreTarget {
  readonly store: RestoringStore;
  readonly pool: Pool;
  /** Every projection the app keeps: each is rebuilt from the restored events. */
  readonly projections: readonly Projection[];
}

export interface RestoreSummary {
  readonly header: BackupHeader;
  readonly events: number;
  readonly projections: readonly { readonly name: string; readonly folded: number }[];
  readonly audit: AuditReport;
}

/**
 * Restores a backup into an empty database: checks the file, loads the tables in one
 * transaction, appends the events again (checking that each gets the hash it had), rebuilds every
 * projection (side effects replay over the restored outbox and add nothing) and verifies every
 * stream's hash chain.
 */
export async function restoreBackup(
  target: RestoreTarget,
  file: string,
  progress: (step: string) => void = () => undefined,
): Promise<RestoreSummary> {
  const header = await verifyBackup(file);
  progress(`The file is intact: ${header.counts.events} events, made ${header.createdAt}.`);
  await refuseUnlessRestorable(target, header);
  await loadTables(target.pool, backupLines(file));
  progress('Tables loaded.');
  const { count, last } = await appendBackupEvents(target.store, backupLines(file));
  await visible(target.store, last ?? START);
  await checkSameEvents(target.store, backupLines(file));
  progress(`${count} events appended with the hashes they had.`);
  const projections = [];
  for (const projection of target.projections) {
    const { folded } = await rebuildProjection(target.store, target.pool, projection);
    projections.push({ name: projection.name, folded });
  }
  progress(`${projections.length} projections rebuilt.`);
  return { header, events: count, projections, audit: await verifyStreams(target.store) };
}

/** The restore was refused before it changed anything; the message tells the operator why. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

async function refuseUnlessRestorable(target: RestoreTarget, header: BackupHeader) {
  const migration = (await appliedMigrations(target.pool)).at(-1);
  if (migration !== header.migration) {
    throw new RestoreRefused(
      `The backup was made at migration ${header.migration} (app ${header.appVersion}); this ` +
        `database is at ${migration}: restore it with the app version that made it.`,
    );
  }
  const client = await target.pool.connect();
  try {
    for (const table of COPIED_TABLES) {
      if (await hasRows(client, table)) throw notEmpty(`its table ${table} has rows`);
    }
  } finally {
    client.release();
  }
  if (comparePositions(await target.store.headPosition(), START) !== 0) {
    throw notEmpty('its event store has events');
  }
}

function notEmpty(reason: string): RestoreRefused {
  return new RestoreRefused(
    `The target database is not empty (${reason}): restore only into an empty database.`,
  );
}

async function loadTables(pool: Pool, lines: AsyncIterable<BackupLine>): Promise<void> {
  await inTransaction(pool, async (tx) => {
    let table: string | undefined;
    let rows: Record<string, unknown>[] = [];
    for await (const line of lines) {
      if ('event' in line) break;
      if (!COPIED_TABLES.includes(line.table)) {
        throw new BackupFileError(`The backup holds rows of ${line.table}, which it never copies.`);
      }
      if (line.table !== table || rows.length >= INSERT_BATCH) {
        if (table) await insertRows(tx, table, rows);
        table = line.table;
        rows = [];
      }
      rows.push(line.row);
    }
    if (table) await insertRows(tx, table, rows);
    for (const name of COPIED_TABLES) await advanceSequences(tx, name);
  });
}

/** Waits until readers see the last event appended (the gap-safe head may trail a moment). */
async function visible(store: EventStore, position: GlobalPosition): Promise<void> {
  const deadline = Date.now() + VISIBLE_WITHIN_MS;
  while (comparePositions(await store.headPosition(), position) < 0) {
    if (Date.now() > deadline) throw new Error('The restored events did not become visible.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The store's log holds the file's events, in its order, each with the hash it had. */
async function checkSameEvents(store: EventStore, lines: AsyncIterable<BackupLine>) {
  const restored = storeEvents(store);
  for await (const line of lines) {
    if (!('event' in line)) continue;
    const { value } = await restored.next();
    const event = value as RecordedEvent | undefined;
    if (event?.id !== line.event.id || event.metadata.hash !== line.event.metadata.hash) {
      throw new BackupFileError(
        `The restored event ${line.event.id} (${line.event.streamId} revision ` +
          `${line.event.revision}) differs from the backup's: ${describe(event)}.`,
      );
    }
  }
  await restored.return(undefined);
}

function describe(event: RecordedEvent | undefined): string {
  return event
    ? `the store has ${event.id} with hash ${event.metadata.hash} there`
    : 'the store has no event there';
}

async function* storeEvents(store: EventStore): AsyncGenerator<RecordedEvent> {
  let after: GlobalPosition | undefined;
  for (;;) {
    const page = await store.readAll({ after, maxCount: 1000 });
    yield* page;
    const last = page.at(-1);
    if (!last) return;
    after = last.position;
  }
}
