import { randomUUID } from 'node:crypto';
import { noticeUrlOf, SANDBOX_NOTICE_PAGE } from '@job-intake/contracts/provider/provider-portal';
import { importPayloadSample } from '../../jobs/testing/import-payload-sample';
import { ProviderHttpAdapter } from '../http/provider-http.adapter';
import { type ProviderSandbox, startProviderSandbox } from './provider-sandbox.server';
import { SANDBOX_SERVICE_KEY } from './sandbox-data';

/** The sandbox's stand-in for the provider portal's page of a notice job (the Direct No link). */
describe('provider sandbox: GET /ols/notice/{directNo}', () => {
  let sandbox: ProviderSandbox;
  let provider: ProviderHttpAdapter;
  beforeAll(async () => {
    sandbox = await startProviderSandbox();
    provider = new ProviderHttpAdapter({
      baseUrl: sandbox.url,
      serviceKey: SANDBOX_SERVICE_KEY,
      timeoutMs: 1000,
    });
  });
  afterAll(() => sandbox.close());

  const page = (directNo: string) =>
    fetch(noticeUrlOf(`${sandbox.url}${SANDBOX_NOTICE_PAGE}`, directNo) as string);

  it('shows a filed notice job to a browser without an API key, every value escaped', async () => {
    const jobId = randomUUID();
    const { directNo } = await provider.importJob(
      importPayloadSample(jobId, {
        name: '<script>alert("x")</script> & Co',
        reference_no: "O'Hara",
      }),
      { apiKey: 'demo-api-key-100250', idempotencyKey: randomUUID() },
    );
    const answer = await page(directNo);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await answer.text();
    expect(html).toContain(`<h1>Notice job ${directNo}</h1>`);
    expect(html).toContain(`<dd>${jobId}</dd>`);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(html).toContain('O&#39;Hara');
    expect(html).not.toContain('<script>');
  });

  it('answers 404 for a number it never gave, escaping what was asked for nowhere', async () => {
    const answer = await page('<b>999</b>');
    expect(answer.status).toBe(404);
    const html = await answer.text();
    expect(html).toContain('No such notice job');
    expect(html).not.toContain('<b>');
  });

  it('is read-only: other methods need the API key like every other call', async () => {
    const answer = await fetch(`${sandbox.url}/ols/notice/700001`, { method: 'POST' });
    expect(answer.status).toBe(401);
  });
});
