// Issue 14, exactly once under kill -9: the provider has filed the notice job but the app dies
// before it hears the answer. On restart the app asks the provider by the request's key, records
// the notice job it finds and files no second one. This spec runs an app of its own, killed and
// restarted on the same data (the sandbox keeps its notice jobs under DATA_DIR).
import { expect, request as newRequest, test } from '@playwright/test';
import { type AppProcess, startAppProcess } from './app-process';
import { bearer } from './guest-helpers';
import { noticeJobsOf, pendingDemoJob, PROVIDER_SETTINGS } from './import-helpers';

test.setTimeout(240_000);

let apps: AppProcess[] = [];
test.afterAll(async () => {
  for (const app of apps.reverse()) await app.stop();
  apps = [];
});

test('a job the provider filed just before a kill -9 is Submitted after the restart, filed once', async () => {
  const first = await startAppProcess({ logName: 'e2e-crash-app.log' });
  apps.push(first);
  const api = await newRequest.newContext({ baseURL: first.url });
  const jobId = await pendingDemoJob(api, 'Crash drill', PROVIDER_SETTINGS);
  // The provider files the job at once and answers only after 60 s: the app is killed meanwhile.
  const slow = await api.post(`${first.sandboxUrl}/__sandbox/behaviour`, {
    data: { next: 'slow', delayMs: 60_000 },
  });
  expect(slow.status()).toBe(200);
  const auth = await bearer(api, 'reviewer');
  void api
    .post(`/api/v1/job/${jobId}/import`, { headers: auth, data: { id: jobId } })
    .catch(() => undefined);
  await expect
    .poll(async () => (await noticeJobsOf(api, jobId, first.sandboxUrl)).length, {
      timeout: 30_000,
    })
    .toBe(1);

  await first.kill();
  await api.dispose();
  apps = [];
  const second = await startAppProcess({ dataDir: first.dataDir, logName: 'e2e-crash-app.log' });
  apps.push(second);
  const again = await newRequest.newContext({ baseURL: second.url });
  const reviewer = await bearer(again, 'reviewer');
  await expect
    .poll(
      async () =>
        (
          (await (await again.get(`/api/v1/job/${jobId}`, { headers: reviewer })).json()) as {
            status: string;
          }
        ).status,
      { timeout: 60_000 },
    )
    .toBe('submitted');
  const filed = await noticeJobsOf(again, jobId, second.sandboxUrl);
  expect(filed).toHaveLength(1);
  const job = (await (await again.get(`/api/v1/job/${jobId}`, { headers: reviewer })).json()) as {
    directNo: string;
  };
  expect(job.directNo).toBe(filed[0]!.directNo);
  await again.dispose();
});
