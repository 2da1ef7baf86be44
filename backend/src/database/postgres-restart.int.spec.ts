import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { createApp } from '../create-app';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { DEMO_FORM_ID } from '../forms/seed/demo-form';
import { ReadModels } from '../projections/projections.module';
import { DEMO_LOGINS, DemoSeed } from '../seed/demo-seed';
import { testAppConfig } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { startTcpProxy, type TcpProxy } from './testing/tcp-proxy';

/**
 * The app's PostgreSQL goes away and comes back (a restart, a crash of the embedded server) while
 * the app runs. A TCP proxy between them drops every connection and refuses new ones, as a
 * stopped server does: health reports the outage, requests answer 503, and once the server is
 * back everything works again without restarting the app.
 */

const API = '/api/v1';
const MAX_POLLS = 300;

describe('a PostgreSQL restart under the running app', () => {
  let database: TestDatabase;
  let server: TcpProxy;
  let app: NestExpressApplication;
  let http: ReturnType<typeof request>;
  const dataDir = mkdtempSync(join(tmpdir(), 'pg-restart-'));

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.url);
    server = await startTcpProxy({ host: url.hostname, port: Number(url.port) });
    url.port = String(server.port);
    app = await createApp(testAppConfig({ DATA_DIR: dataDir }), url.toString());
    await app.init();
    await app.get(DemoSeed).run();
    http = request(app.getHttpServer());
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await server.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports the outage, answers 503, and recovers when the server is back', async () => {
    const { email, password } = DEMO_LOGINS.admin;
    const login = await http.post(`${API}/auth/login`).send({ email, password }).expect(200);
    const auth = { Authorization: `Bearer ${login.body.token as string}` };
    const postJob = (name: string) =>
      http.post(`${API}/job`).set(auth).send({ name, form_id: DEMO_FORM_ID });
    const before = await postJob('Before the outage').expect(201);

    await server.cut();
    const down = await http.get(`${API}/health`);
    expect(down.status).toBe(503);
    expect(down.body.error).toMatchObject({
      database: { status: 'down' },
      eventStore: { status: 'down' },
      projections: { status: 'down' },
    });
    expect((await postJob('During the outage')).status).toBe(503);

    await server.restore();
    const restartedAt = Date.now();
    const polls = await pollUntil(async () => (await http.get(`${API}/health`)).status === 200);
    const after = await postJob('After the outage').expect(201);
    console.log(
      `PostgreSQL outage: health up again after ${polls} poll(s), ${Date.now() - restartedAt} ms`,
    );

    const store = app.get<EventStore>(EVENT_STORE);
    expect(await app.get(ReadModels).waitFor(await store.headPosition(), 60_000)).toBe(true);
    const list = await http.get(`${API}/jobs`).set(auth).expect(200);
    const listed = (list.body.jobs as Array<{ id: string }>).map(({ id }) => id);
    expect(listed).toEqual(expect.arrayContaining([before.body.id, after.body.id]));
  }, 120_000);
});

/** Polls until the check passes (bounded); returns how many polls it took. */
async function pollUntil(check: () => Promise<boolean>): Promise<number> {
  for (let poll = 1; poll <= MAX_POLLS; poll += 1) {
    if (await check()) return poll;
    await sleep(100);
  }
  throw new Error(`Not recovered after ${MAX_POLLS} polls`);
}
