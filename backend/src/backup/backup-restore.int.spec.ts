import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Pool } from 'pg';
import { jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { allProjections } from '../all-projections';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import type { AppendingEventStore } from '../event-store/event-store-append.port';
import { createPostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { createJob, type Auth } from '../jobs/testing/job-fixtures';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/testing/test-smtp-server';
import { OutboxSender } from '../notifications/outbox-sender';
import { readCheckpoint } from '../projections/checkpoints';
import { projectionContentHash } from '../projections/projection-rebuild';
import { ProviderImportSender } from '../provider-imports/provider-import-sender';
import { importRow, requestImport } from '../provider-imports/testing/provider-import-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { BackupFileError } from './backup-format';
import { BACKUP_TABLES } from './backup-tables';
import { restoreBackup, RestoreRefused } from './restore-backup';
import { writeBackup } from './write-backup';

interface Target {
  readonly database: TestDatabase;
  readonly store: AppendingEventStore;
  readonly pool: Pool;
  close(): Promise<void>;
}

async function emptyTarget(): Promise<Target> {
  const database = await createTestDatabase();
  const store = createPostgresEventStore({ connectionString: database.url });
  const pool = new Pool({ connectionString: database.url, max: 2 });
  pool.on('error', () => undefined);
  return {
    database,
    store,
    pool,
    close: async () => {
      await store.close();
      await pool.end();
      await database.drop();
    },
  };
}

/** Every projection of the database has folded everything the store holds. */
async function caughtUp(pool: Pool, store: EventStore): Promise<void> {
  for (const projection of allProjections) {
    for (
      let attempt = 0;
      (await store.countAfter(await readCheckpoint(pool, projection.name))) > 0;
      attempt += 1
    ) {
      if (attempt > 300) throw new Error(`${projection.name} did not catch up`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function contentHashes(pool: Pool): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const projection of allProjections) {
    hashes[projection.name] = await projectionContentHash(pool, projection);
  }
  return hashes;
}

describe('backup and restore (issue 30 item 4)', () => {
  let smtp: TestSmtpServer;
  let source: TestApp & { database: TestDatabase };
  let sourcePool: Pool;
  let store: EventStore;
  let admin: Auth;
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'backup-spec-'));
    smtp = await startTestSmtpServer();
    source = await createTestApp({ SMTP_URL: smtp.url, DATA_DIR: folder });
    sourcePool = new Pool({ connectionString: source.database.url, max: 2 });
    sourcePool.on('error', () => undefined);
    store = source.app.get<EventStore>(EVENT_STORE);
    admin = { Authorization: `Bearer ${await source.login('admin')}` };
    // Side effects done before the backup: an e-mail sent and a provider import answered.
    const jobId = await createJob(source, admin);
    await source.http
      .post('/api/v1/email')
      .set(admin)
      .send({ id: jobId, to: 'customer@example.com', subject: 'Hello', body: 'Please fill in' })
      .expect(201);
    await smtp.waitFor((mail) => mail.subject === 'Hello', 30_000);
    const imported = await requestImport(source);
    for (
      let attempt = 0;
      (await importRow(source, imported.key))?.status !== 'answered';
      attempt += 1
    ) {
      if (attempt > 300) throw new Error('The provider import was not answered');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  afterAll(async () => {
    await sourcePool.end();
    await source.close();
    await smtp.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('backs up during writes; the restore holds every write acknowledged before it began, with an intact chain, and redoes no side effect', async () => {
    const acknowledged: string[] = [];
    let writing = true;
    const writes = (async () => {
      while (writing) acknowledged.push(await createJob(source, admin));
    })();
    while (acknowledged.length < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const before = [...acknowledged];
    const file = join(folder, 'during-writes.backup.gz');
    const header = await writeBackup({ store, pool: sourcePool, storeKind: 'postgres' }, file);
    writing = false;
    await writes;

    const target = await emptyTarget();
    try {
      const summary = await restoreBackup(
        { store: target.store, pool: target.pool, projections: allProjections },
        file,
      );
      expect(summary.events).toBe(header.counts.events);
      expect(summary.audit.broken).toEqual([]);
      expect(summary.audit.events).toBe(header.counts.events);
      const streams = await target.store.readStreams(before.map(jobStreamId));
      expect(streams.every((events) => events.length > 0)).toBe(true);
      const { rows } = await target.pool.query<{ id: string }>(
        'SELECT id FROM job_list WHERE id = ANY($1)',
        [before],
      );
      expect(rows).toHaveLength(before.length);

      // The restored instance runs its subscriptions and senders: it sends only what was unsent.
      const { rows: outbox } = await target.pool.query<{ subject: string; status: string }>(
        'SELECT subject, status FROM outbox_emails',
      );
      const sentBefore = outbox
        .filter(({ status }) => status === 'sent')
        .map(({ subject }) => subject);
      const { rows: imports } = await target.pool.query<{ status: string }>(
        'SELECT status FROM provider_imports',
      );
      expect(imports).toEqual([{ status: 'answered' }]);
      // Its own mail server: the source keeps sending what its own writes caused.
      const restoredSmtp = await startTestSmtpServer();
      const restored = await createTestApp(
        { SMTP_URL: restoredSmtp.url, DATA_DIR: folder },
        target.database,
      );
      try {
        await caughtUp(target.pool, target.store);
        await restored.app.get(OutboxSender).drain();
        expect(await restored.app.get(ProviderImportSender).drain()).toBe(0);
        // Nothing sent before goes out again. (What it sends is what was unsent, and the "New
        // job" mails of the demo jobs the restored test app seeds.)
        const subjects = restoredSmtp.messages.map((mail) => mail.subject ?? '');
        expect(subjects.filter((subject) => sentBefore.includes(subject))).toEqual([]);
        expect(sentBefore).toContain('Hello');
      } finally {
        await restored.close();
        await restoredSmtp.close();
      }
    } finally {
      await target.close();
    }
  });

  it('restores the same projections as the source holds for the same events', async () => {
    await caughtUp(source.pool, store);
    const file = join(folder, 'quiet.backup.gz');
    await writeBackup({ store, pool: sourcePool, storeKind: 'postgres' }, file);
    const expected = await contentHashes(source.pool);
    const target = await emptyTarget();
    try {
      await restoreBackup(
        { store: target.store, pool: target.pool, projections: allProjections },
        file,
      );
      expect(await contentHashes(target.pool)).toEqual(expected);
    } finally {
      await target.close();
    }
  });

  it('refuses a changed or truncated file, and a database that is not empty', async () => {
    const file = join(folder, 'checked.backup.gz');
    await writeBackup({ store, pool: sourcePool, storeKind: 'postgres' }, file);
    const text = gunzipSync(readFileSync(file)).toString('utf8');
    const tampered = join(folder, 'tampered.backup.gz');
    writeFileSync(tampered, gzipSync(text.replace('customer@example.com', 'someone@example.com')));
    const truncated = join(folder, 'truncated.backup.gz');
    const bytes = readFileSync(file);
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.8)));

    const target = await emptyTarget();
    try {
      const into = { store: target.store, pool: target.pool, projections: allProjections };
      await expect(restoreBackup(into, tampered)).rejects.toThrow(
        new BackupFileError(
          "The backup's content does not match the SHA-256 in its header: the file was changed or damaged.",
        ),
      );
      await expect(restoreBackup(into, truncated)).rejects.toThrow(
        'The backup file cannot be read: it is truncated or damaged.',
      );
      const { rows } = await target.pool.query<{ count: string }>('SELECT count(*) FROM companies');
      expect(rows[0]!.count).toBe('0');
      await expect(restoreBackup(into, file)).resolves.toBeDefined();
      await expect(restoreBackup(into, file)).rejects.toThrow(RestoreRefused);
    } finally {
      await target.close();
    }
  });

  it('decides for every table of the migrated schema', async () => {
    const { rows } = await sourcePool.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    expect(rows.map(({ table_name }) => table_name).sort()).toEqual(
      BACKUP_TABLES.map(({ name }) => name).sort(),
    );
  });
});
