import { Client } from 'pg';
import { PROVIDER_API_KEY_HEADER } from '@job-intake/contracts/provider/provider-api';
import {
  PROVIDER_IDEMPOTENCY_KEY_HEADER,
  providerImportPaths,
} from '@job-intake/contracts/provider/provider-import';
import { importPayloadSample } from '../jobs/testing/import-payload-sample';
import { ignoreDroppedConnections } from '../jobs/testing/job-fixtures';
import {
  type ProviderSandbox,
  startProviderSandbox,
} from '../provider/sandbox/provider-sandbox.server';
import { behave, noticeJobs } from '../provider/testing/provider-test-helpers';
import { DEMO_REVIEWER_API_KEY } from '../seed/demo-seed';
import { createTestApp } from '../testing/test-app';
import { IMPORT_LOCK_SEED } from './provider-import-lock';
import { ProviderImportSender } from './provider-import-sender';
import {
  importRow,
  outcomeOf,
  quickRetries,
  requestImport,
  sandboxEnv,
} from './testing/provider-import-fixtures';

/** Exactly once across a crash and across two instances on one database (docs/decisions/0025). */
describe('provider imports across instances', () => {
  let sandbox: ProviderSandbox;
  beforeAll(async () => {
    sandbox = await startProviderSandbox();
  });
  afterAll(() => sandbox.close());

  const startApp = async (database?: Parameters<typeof createTestApp>[1]) => {
    const t = await createTestApp(sandboxEnv(sandbox.url), database);
    ignoreDroppedConnections(t);
    quickRetries(t);
    return t;
  };

  it('resolves a request the provider filed before a crash by its key on start-up', async () => {
    const first = await startApp();
    try {
      await first.app.get(ProviderImportSender).stop();
      const request = await requestImport(first);
      // The crash: the provider filed the job under the key, the app died before the append.
      const filed = await fetch(`${sandbox.url}${providerImportPaths.imports}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [PROVIDER_API_KEY_HEADER]: DEMO_REVIEWER_API_KEY,
          [PROVIDER_IDEMPOTENCY_KEY_HEADER]: request.key,
        },
        body: JSON.stringify(
          importPayloadSample(request.jobId, { cnt_id: '100245', div_id: '5001' }),
        ),
      });
      const { directNo } = (await filed.json()) as { directNo: string };
      await first.pool.query('UPDATE provider_imports SET attempts = 1 WHERE event_id = $1', [
        request.key,
      ]);
      await first.app.close();

      const restarted = await startApp(first.database);
      try {
        const outcome = await outcomeOf(restarted, request);
        expect(outcome).toMatchObject({ type: 'JobImported', data: { direct_no: directNo } });
        expect(await noticeJobs(sandbox.url, request.jobId)).toEqual([
          expect.objectContaining({ key: request.key, requests: 1 }),
        ]);
        expect(await importRow(restarted, request.key)).toMatchObject({ attempts: 2 });
      } finally {
        await restarted.close();
      }
    } finally {
      await first.pool.end().catch(() => undefined);
      await first.database.drop();
    }
  });

  it('calls the provider once when two instances process one database', async () => {
    const one = await startApp();
    const two = await startApp(one.database);
    try {
      await behave(sandbox.url, { next: 'slow', delayMs: 300 });
      const request = await requestImport(one);
      await Promise.all([
        one.app.get(ProviderImportSender).drain(),
        two.app.get(ProviderImportSender).drain(),
      ]);
      expect(await outcomeOf(two, request)).toMatchObject({ type: 'JobImported' });
      expect(await noticeJobs(sandbox.url, request.jobId)).toEqual([
        expect.objectContaining({ requests: 1 }),
      ]);
      expect(await importRow(one, request.key)).toMatchObject({ attempts: 1 });
    } finally {
      await two.close();
      await one.close();
    }
  });

  it('leaves a request alone while another process holds it, and takes it over once that one dies', async () => {
    const t = await startApp();
    const holder = new Client({ connectionString: t.database.url });
    try {
      const sender = t.app.get(ProviderImportSender);
      await sender.stop();
      const request = await requestImport(t);
      await holder.connect();
      await holder.query(`SELECT pg_advisory_lock(hashtextextended($1, ${IMPORT_LOCK_SEED}))`, [
        request.key,
      ]);
      expect(await sender.drain()).toBe(0);
      expect(await importRow(t, request.key)).toMatchObject({ status: 'pending', attempts: 0 });
      await holder.end(); // the other process dies: its lock goes with its connection
      expect(await sender.drain()).toBe(1);
      expect(await outcomeOf(t, request)).toMatchObject({ type: 'JobImported' });
    } finally {
      await holder.end().catch(() => undefined);
      await t.close();
    }
  });
});
