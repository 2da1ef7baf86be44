import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../create-app';
import { API, createJob, type Auth } from '../jobs/testing/job-fixtures';
import { DEMO_LOGINS } from '../seed/demo-seed';
import { createTestApp, testAppConfig, type TestApp } from '../testing/test-app';
import { listeningBase, openLiveStream } from './testing/live-stream-client';

/**
 * Two app instances on one database, as behind a load balancer: a change made through one
 * reaches the live streams of the other, because each follows the store, not an in-process bus.
 */
describe('live job updates across app instances', () => {
  let first: TestApp;
  let second: NestExpressApplication;
  let firstAuth: Auth;
  let secondAuth: Auth;

  beforeAll(async () => {
    first = await createTestApp();
    firstAuth = { Authorization: `Bearer ${await first.login('standard')}` };
    second = await createApp(testAppConfig(), first.pool.options.connectionString!);
    await second.init();
    const { email, password } = DEMO_LOGINS.standard;
    const login = await request(second.getHttpServer())
      .post(`${API}/auth/login`)
      .send({ email, password })
      .expect(200);
    secondAuth = { Authorization: `Bearer ${login.body.token}` };
  });
  let secondOpen = true;
  afterAll(async () => {
    if (secondOpen) await second.close();
    await first.close();
  });

  let base: string;
  beforeAll(async () => {
    base = await listeningBase(second);
  });

  it('streams on one instance the changes made through the other', async () => {
    const id = await createJob(first, firstAuth);
    const stream = await openLiveStream(base, id, secondAuth);
    const { data } = await stream.next();
    const { revision } = data as { revision: number };

    // Several changes: the instances take turns folding the read models, and each must arrive
    // on the instance that did not write it.
    for (const round of [1, 2, 3]) {
      await first.http
        .post(`${API}/note`)
        .set(firstAuth)
        .send({ job_id: id, description: `Through the first instance, ${round}` })
        .expect(201);
      expect(await stream.next(5000)).toEqual({
        event: 'changed',
        data: { revision: revision + round },
      });
    }
    const job = await request(second.getHttpServer())
      .get(`${API}/job/${id}`)
      .set(secondAuth)
      .expect(200);
    expect(job.body.notes_total).toBe(3);
    stream.abort();
  });

  it('ends its open streams when it shuts down, so that it can close', async () => {
    const id = await createJob(first, firstAuth);
    const stream = await openLiveStream(base, id, secondAuth);
    await stream.next();

    await second.close();
    secondOpen = false;

    await expect(stream.next()).rejects.toThrow('The stream ended');
  });
});
