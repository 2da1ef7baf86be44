import { jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { ignoreDroppedConnections } from '../jobs/testing/job-fixtures';
import { providerImportConcern } from '../jobs/domain/provider-import/provider-import.decider';
import { JobCommands } from '../jobs/shared/job-commands';
import {
  type ProviderSandbox,
  startProviderSandbox,
} from '../provider/sandbox/provider-sandbox.server';
import { behave, noticeJobs } from '../provider/testing/provider-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { NO_API_KEY } from './provider-import-call';
import { ProviderImportSender } from './provider-import-sender';
import {
  importRow,
  outcomeOf,
  quickRetries,
  requestImport,
  sandboxEnv,
  waitUntil,
} from './testing/provider-import-fixtures';

/** The import processor against the sandbox over HTTP, in the real app (docs/decisions/0025). */
describe('provider imports', () => {
  let sandbox: ProviderSandbox;
  let t: TestApp;
  beforeAll(async () => {
    sandbox = await startProviderSandbox();
    t = await createTestApp(sandboxEnv(sandbox.url));
    ignoreDroppedConnections(t);
    quickRetries(t);
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });

  async function statusOf(jobId: string) {
    const { state } = await t.app.get(JobCommands).read(jobId, providerImportConcern);
    return state.exists ? { status: state.status, importing: state.importing } : null;
  }

  it('files one notice job with the payload and records JobImported with its directNo', async () => {
    const request = await requestImport(t);
    const { jobId, importId, key } = request;
    const outcome = await outcomeOf(t, request);
    const [job, ...others] = await noticeJobs(sandbox.url, jobId);
    expect(others).toEqual([]);
    expect(job).toMatchObject({ key, requests: 1, payload: { cnt_id: '100245', div_id: '5001' } });
    expect(outcome).toEqual({
      type: 'JobImported',
      data: {
        importId,
        service: 'Notice :: Premium',
        direct_no: job!.directNo,
        imported_by: 'Rita Reviewer',
      },
    });
    expect(await statusOf(jobId)).toEqual({ status: 'submitted', importing: null });
    expect(await importRow(t, key)).toMatchObject({ status: 'answered', attempts: 1 });
  });

  it("records the provider's refusal as JobImportFailed; the job stays pending", async () => {
    const request = await requestImport(t, { div_id: '9999' });
    const { jobId, importId, key } = request;
    expect(await outcomeOf(t, request)).toEqual({
      type: 'JobImportFailed',
      data: { importId, error: 'Location 9999 is not a division of this client.' },
    });
    expect(await statusOf(jobId)).toEqual({ status: 'pending', importing: null });
    expect(await noticeJobs(sandbox.url, jobId)).toEqual([]);
    expect(await importRow(t, key)).toMatchObject({ status: 'answered' });
  });

  it('fails the import of a requester without an API key, calling nothing', async () => {
    const request = await requestImport(t, {}, 'admin');
    expect(await outcomeOf(t, request)).toEqual({
      type: 'JobImportFailed',
      data: { importId: request.importId, error: NO_API_KEY },
    });
    expect(await noticeJobs(sandbox.url, request.jobId)).toEqual([]);
  });

  it('keeps the request pending while the provider fails, asks by key, then records the job', async () => {
    await behave(sandbox.url, { next: 'fail', message: 'Overloaded', times: 2 });
    const request = await requestImport(t);
    const { jobId, key } = request;
    const outcome = await outcomeOf(t, request);
    expect(outcome?.type).toBe('JobImported');
    const row = await importRow(t, key);
    // First the POST fails, then the lookup by key of the second attempt; the third files the job.
    expect(row).toMatchObject({ status: 'answered', attempts: 3 });
    expect(row.last_error).toMatch(/HTTP 503: Overloaded/);
    expect(await noticeJobs(sandbox.url, jobId)).toHaveLength(1);
  });

  it('records the job once when the connection drops after the provider committed', async () => {
    await behave(sandbox.url, { next: 'drop_after_commit' });
    const request = await requestImport(t);
    const { jobId, key } = request;
    const outcome = await outcomeOf(t, request);
    const jobs = await noticeJobs(sandbox.url, jobId);
    expect(jobs).toEqual([expect.objectContaining({ key, requests: 2 })]);
    expect(outcome).toMatchObject({ type: 'JobImported', data: { direct_no: jobs[0]!.directNo } });
    expect(await statusOf(jobId)).toMatchObject({ status: 'submitted' });
  });

  it('retries a provider slower than the timeout and still files one job', async () => {
    await behave(sandbox.url, { next: 'slow', delayMs: 1500 });
    const request = await requestImport(t);
    const outcome = await outcomeOf(t, request);
    const jobs = await noticeJobs(sandbox.url, request.jobId);
    expect(jobs).toHaveLength(1);
    expect(outcome).toMatchObject({ type: 'JobImported', data: { direct_no: jobs[0]!.directNo } });
  });

  it("reads the job's stream once to call the provider and record its answer", async () => {
    const sender = t.app.get(ProviderImportSender);
    const reads = jest.spyOn(t.app.get<EventStore>(EVENT_STORE), 'readStream');
    try {
      await sender.whilePaused(async () => {
        const request = await requestImport(t);
        reads.mockClear();
        await sender.drain();
        const ofJob = reads.mock.calls.filter(([stream]) => stream === jobStreamId(request.jobId));
        expect(ofJob).toHaveLength(1);
        expect((await outcomeOf(t, request))?.type).toBe('JobImported');
      });
    } finally {
      reads.mockRestore();
    }
  });

  it('calls nothing for a request the job no longer awaits', async () => {
    const request = await requestImport(t, { cnt_id: '100250' });
    const { jobId, key } = request;
    await outcomeOf(t, request);
    await t.pool.query(
      `UPDATE provider_imports SET status = 'pending', next_attempt_at = now() WHERE event_id = $1`,
      [key],
    );
    await t.pool.query(`SELECT pg_notify('provider_imports_due', '')`);
    await waitUntil(async () => (await importRow(t, key)).status === 'answered');
    expect(await importRow(t, key)).toMatchObject({ attempts: 2, last_error: null });
    expect(await noticeJobs(sandbox.url, jobId)).toEqual([
      expect.objectContaining({ requests: 1 }),
    ]);
  });
});
