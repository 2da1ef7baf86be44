import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROVIDER_API_KEY_HEADER } from '@job-intake/contracts/provider/provider-api';
import { PROVIDER_IDEMPOTENCY_KEY_HEADER } from '@job-intake/contracts/provider/provider-import';
import { importPayloadSample } from '../../jobs/testing/import-payload-sample';
import { type ProviderSandbox, startProviderSandbox } from '../sandbox/provider-sandbox.server';
import { SANDBOX_SERVICE_KEY } from '../sandbox/sandbox-data';
import { behave, failure, listen, noticeJobs, urlOf } from '../testing/provider-test-helpers';
import { ProviderHttpAdapter } from './provider-http.adapter';

const API_KEY = 'demo-api-key-100250';

/** The import calls of the real HTTP adapter against the sandbox over HTTP (docs/decisions/0025). */
describe('ProviderHttpAdapter imports', () => {
  let sandbox: ProviderSandbox;
  let provider: ProviderHttpAdapter;
  beforeAll(async () => {
    sandbox = await startProviderSandbox();
    provider = adapterFor(sandbox.url);
  });
  afterAll(() => sandbox.close());

  const adapterFor = (baseUrl: string, timeoutMs = 1000) =>
    new ProviderHttpAdapter({
      baseUrl,
      serviceKey: SANDBOX_SERVICE_KEY,
      timeoutMs,
      retryDelayMs: 20,
    });

  const send = (jobId: string, key: string, overrides = {}) =>
    provider.importJob(importPayloadSample(jobId, overrides), {
      apiKey: API_KEY,
      idempotencyKey: key,
    });

  it('files a job once per key: a repeated call answers the same directNo', async () => {
    const jobId = randomUUID();
    const key = randomUUID();
    const first = await send(jobId, key);
    expect(first.directNo).toMatch(/^\d+$/);
    expect(await send(jobId, key)).toEqual(first);
    expect(await provider.findImport(key, { apiKey: API_KEY })).toEqual(first);
    expect(await noticeJobs(sandbox.url, jobId)).toEqual([
      expect.objectContaining({ key, directNo: first.directNo, requests: 2 }),
    ]);
  });

  it('keeps the filed jobs in its file across a restart, as the real provider would', async () => {
    const importsFile = join(mkdtempSync(join(tmpdir(), 'sandbox-')), 'imports.json');
    const key = randomUUID();
    const before = await startProviderSandbox({ importsFile });
    const filed = await adapterFor(before.url).importJob(importPayloadSample('j-3'), {
      apiKey: API_KEY,
      idempotencyKey: key,
    });
    await before.close();
    const after = await startProviderSandbox({ importsFile });
    try {
      expect(await adapterFor(after.url).findImport(key, { apiKey: API_KEY })).toEqual(filed);
    } finally {
      await after.close();
    }
  });

  it('finds nothing under an unknown key', async () => {
    expect(await provider.findImport(randomUUID(), { apiKey: API_KEY })).toBeNull();
  });

  it("reports the provider's refusal in its words, as invalid", async () => {
    const jobId = randomUUID();
    const error = await failure(send(jobId, randomUUID(), { cnt_id: '424242' }));
    expect(error).toMatchObject({
      kind: 'invalid',
      status: 400,
      message: 'Contact 424242 is not a contact of this client.',
    });
    expect(await noticeJobs(sandbox.url, jobId)).toEqual([]);
  });

  it('retries a connection dropped after the provider committed: still one job', async () => {
    const jobId = randomUUID();
    await behave(sandbox.url, { next: 'drop_after_commit' });
    const answer = await send(jobId, randomUUID());
    expect(await noticeJobs(sandbox.url, jobId)).toEqual([
      expect.objectContaining({ directNo: answer.directNo, requests: 2 }),
    ]);
  });

  it('retries a call slower than the timeout: still one job', async () => {
    const jobId = randomUUID();
    await behave(sandbox.url, { next: 'slow', delayMs: 1500 });
    const answer = await send(jobId, randomUUID());
    const jobs = await noticeJobs(sandbox.url, jobId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.directNo).toBe(answer.directNo);
  });

  it('does not retry an answer: a 503 is unavailable after one request', async () => {
    await behave(sandbox.url, { next: 'fail', message: 'Down for maintenance', times: 5 });
    const error = await failure(send(randomUUID(), randomUUID()));
    expect(error).toMatchObject({ kind: 'unavailable', status: 503 });
    expect(error.message).toMatch(/HTTP 503: Down for maintenance/);
    await behave(sandbox.url, { next: 'fail', times: 0 });
  });

  it('sends both keys, retries network errors with backoff and gives up after the retries', async () => {
    const seen: { apiKey: unknown; key: unknown }[] = [];
    const server = await listen((request) => {
      seen.push({
        apiKey: request.headers[PROVIDER_API_KEY_HEADER.toLowerCase()],
        key: request.headers[PROVIDER_IDEMPOTENCY_KEY_HEADER.toLowerCase()],
      });
      request.socket.destroy();
    });
    try {
      const started = Date.now();
      const error = await failure(
        adapterFor(urlOf(server)).importJob(importPayloadSample('j1'), {
          apiKey: API_KEY,
          idempotencyKey: 'k-1',
        }),
      );
      expect(error.kind).toBe('unavailable');
      expect(error.message).toMatch(/could not be reached while sending the job j1/);
      expect(seen).toEqual(Array(3).fill({ apiKey: API_KEY, key: 'k-1' }));
      expect(Date.now() - started).toBeGreaterThanOrEqual(20 + 40);
    } finally {
      server.close();
    }
  });

  it('answers a shape it does not know as bad_response, without retrying', async () => {
    let calls = 0;
    const server = await listen((_request, response) => {
      calls += 1;
      response.writeHead(201, { 'Content-Type': 'application/json' });
      response.end('{"id":1}');
    });
    try {
      const error = await failure(
        adapterFor(urlOf(server)).importJob(importPayloadSample('j2'), {
          apiKey: API_KEY,
          idempotencyKey: 'k-2',
        }),
      );
      expect(error.kind).toBe('bad_response');
      expect(calls).toBe(1);
    } finally {
      server.close();
    }
  });
});
