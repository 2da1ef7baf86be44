import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { allProjections } from '../all-projections';
import { loadConfig } from '../config/app-config';
import type { AppendingEventStore } from '../event-store/event-store-append.port';
import { createPostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { exitCodeOf, type CheckResult } from './doctor-check';
import { runDoctor } from './run-doctor';

describe('ops doctor (issue 30 item 5)', () => {
  let database: TestDatabase;
  let store: AppendingEventStore;
  let pool: Pool;
  let dataDir: string;
  let provider: Server;
  let providerUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = createPostgresEventStore({ connectionString: database.url });
    pool = new Pool({ connectionString: database.url, max: 2 });
    pool.on('error', () => undefined);
    dataDir = mkdtempSync(join(tmpdir(), 'doctor-spec-'));
    provider = createServer((_request, response) => response.writeHead(404).end());
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/api`;
  });
  afterAll(async () => {
    await new Promise((resolve) => provider.close(resolve));
    await store.close();
    await pool.end();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function doctor(env: NodeJS.ProcessEnv = {}): Promise<CheckResult[]> {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PROVIDER_API_URL: providerUrl,
      PROVIDER_API_KEY: 'key',
      PROVIDER_TIMEOUT_MS: '1000',
      ...env,
    });
    return runDoctor({ store, pool, config, projections: allProjections });
  }

  const statusOf = (results: CheckResult[], check: string) =>
    results.find((result) => result.check === check);

  it('says ok for each check of a sound deployment, and warns of leases no instance holds', async () => {
    const results = await doctor();
    for (const check of ['database', 'migrations', 'event store', 'outbox', 'clock skew']) {
      expect(statusOf(results, check)).toMatchObject({ status: 'ok' });
    }
    expect(statusOf(results, 'provider')).toMatchObject({
      status: 'ok',
      reason: `${providerUrl} answers (HTTP 404)`,
    });
    expect(statusOf(results, 'file store')).toMatchObject({ status: 'ok' });
    expect(statusOf(results, 'projection job-list')).toMatchObject({
      status: 'ok',
      reason: 'caught up',
    });
    expect(statusOf(results, 'lease projections')).toMatchObject({
      status: 'warn',
      reason: 'held by no instance: is the app running?',
    });
    expect(exitCodeOf(results)).toBe(2);
  });

  it('fails a provider that does not answer and a file store that cannot be written', async () => {
    const notAFolder = join(dataDir, 'not-a-folder');
    writeFileSync(notAFolder, '');
    const results = await doctor({
      PROVIDER_API_URL: 'http://127.0.0.1:9/api',
      DATA_DIR: notAFolder,
    });
    expect(statusOf(results, 'provider')).toMatchObject({ status: 'fail' });
    expect(statusOf(results, 'provider')?.reason).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/api does not answer: /,
    );
    expect(statusOf(results, 'file store')).toMatchObject({ status: 'fail' });
    expect(exitCodeOf(results)).toBe(1);
  });

  it('fails a projection more than a minute behind, naming the events and seconds', async () => {
    const occurredAt = new Date(Date.now() - 120_000).toISOString();
    await store.append(
      `job-${randomUUID()}`,
      [
        {
          id: randomUUID(),
          type: 'DoctorProbe',
          schemaVersion: 1,
          data: {},
          metadata: {
            companyId: null,
            actor: { kind: 'system', process: 'test' },
            correlationId: 'doctor',
            occurredAt,
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const results = await doctor();
    const lag = statusOf(results, 'projection job-list');
    expect(lag?.status).toBe('fail');
    expect(lag?.reason).toMatch(/^1 events behind, the oldest from \d+ s ago$/);
  });

  it('fails when the database lacks a migration of this version', async () => {
    const { rows } = await pool.query<{ name: string }>(
      'DELETE FROM schema_migrations WHERE id = (SELECT max(id) FROM schema_migrations) RETURNING name',
    );
    const results = await doctor();
    expect(statusOf(results, 'migrations')).toEqual({
      check: 'migrations',
      status: 'fail',
      reason: `1 not applied (${rows[0]!.name}): start the app of this version to apply them`,
    });
  });

  it('fails every check at once when the database cannot be reached', async () => {
    const unreachable = new Pool({ connectionString: 'postgres://nobody@127.0.0.1:9/none' });
    const config = loadConfig({ DATA_DIR: dataDir });
    const results = await runDoctor({ store, pool: unreachable, config, projections: [] });
    await unreachable.end();
    expect(results).toEqual([
      { check: 'database', status: 'fail', reason: expect.stringMatching(/ECONNREFUSED/) },
    ]);
  });
});
