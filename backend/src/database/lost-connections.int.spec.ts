import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_FORM_ID } from '../forms/seed/demo-form';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { API, type Auth } from '../jobs/testing/job-fixtures';
import { ReadModels } from '../projections/projections.module';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The app's database connections are cut while jobs are being created (as a PostgreSQL restart
 * or an operator's pg_terminate_backend does). The process must stay up, answer 503 (or succeed),
 * reconnect, and keep every write it acknowledged in the store and in the read model.
 */

const WORKERS = 4;
const CUTS_AFTER_ANSWERS = [8, 20, 32];
const MAX_RECOVERY_ATTEMPTS = 100;

interface Answer {
  readonly status: number;
  readonly id?: string;
}

describe('lost database connections under load', () => {
  let t: TestApp;
  let auth: Auth;

  beforeAll(async () => {
    t = await createTestApp();
    auth = { Authorization: `Bearer ${await t.login('admin')}` };
  });
  afterAll(() => t.close());

  const postJob = async (): Promise<Answer> => {
    const answer = await t.http
      .post(`${API}/job`)
      .set(auth)
      .send({ name: `Load ${randomUUID().slice(0, 8)}`, form_id: DEMO_FORM_ID });
    return { status: answer.status, id: answer.body?.id as string | undefined };
  };

  /** Reads go through TypeORM (the user behind the token) and the read model. */
  const readJobs = async (): Promise<Answer> => ({
    status: (await t.http.get(`${API}/jobs`).set(auth)).status,
  });
  let sent = 0;
  const writeOrRead = () => (sent++ % 3 === 2 ? readJobs() : postJob());

  it('answers 503 or succeeds, recovers, and keeps every acknowledged write', async () => {
    const load = startLoad(writeOrRead, WORKERS);
    let cut = 0;
    for (const answers of CUTS_AFTER_ANSWERS) {
      await load.reached(answers);
      cut += await terminateAppConnections(t);
    }
    const cutAt = Date.now();
    const answers = await load.stop();
    const recovery = await firstSuccess(postJob);
    const acknowledged = [...answers, ...recovery.answers].filter((a) => a.status === 201);
    console.log(
      `Lost connections: ${answers.length} requests under load, ${cut} connections cut, ` +
        `${answers.filter((a) => a.status === 503).length} answered 503, ` +
        `recovered after ${recovery.answers.length} request(s) in ${Date.now() - cutAt} ms`,
    );

    expect(answers.filter((a) => ![200, 201, 503].includes(a.status))).toEqual([]);
    expect(cut).toBeGreaterThan(0);
    const store = t.app.get<EventStore>(EVENT_STORE);
    const readModels = t.app.get(ReadModels);
    expect(await readModels.waitFor(await store.headPosition(), 30_000)).toBe(true);
    expect((await readModels.runner.status()).filter((status) => status.lag > 0)).toEqual([]);
    const ids = acknowledged.map((a) => a.id as string);
    const stored = await t.pool.query<{ stream_id: string }>(
      'SELECT DISTINCT stream_id FROM events WHERE stream_id = ANY($1)',
      [ids.map((id) => `job-${id}`)],
    );
    expect(stored.rowCount).toBe(ids.length);
    const listed = await t.pool.query('SELECT id FROM job_list WHERE id = ANY($1::uuid[])', [ids]);
    expect(listed.rowCount).toBe(ids.length);
    expect((await t.http.get(`${API}/health`)).status).toBe(200);
  });
});

/** Ends every session on the app's database but the caller's; returns how many. */
async function terminateAppConnections(t: TestApp): Promise<number> {
  const { rows } = await t.pool.query<{ n: number }>(
    `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  return rows[0]?.n ?? 0;
}

/** Workers sending requests one after another until stopped. */
function startLoad(send: () => Promise<Answer>, workers: number) {
  const answers: Answer[] = [];
  const waiters: Array<() => void> = [];
  let stopped = false;
  const work = async () => {
    while (!stopped) {
      answers.push(await send());
      waiters.splice(0).forEach((wake) => wake());
    }
  };
  const running = Promise.all(Array.from({ length: workers }, work));
  return {
    async reached(count: number): Promise<void> {
      while (answers.length < count) await new Promise<void>((wake) => waiters.push(wake));
    },
    async stop(): Promise<Answer[]> {
      stopped = true;
      await running;
      return answers;
    },
  };
}

/** Sends until one request succeeds (bounded), pausing briefly between attempts. */
async function firstSuccess(send: () => Promise<Answer>): Promise<{ answers: Answer[] }> {
  const answers: Answer[] = [];
  for (let attempt = 0; attempt < MAX_RECOVERY_ATTEMPTS; attempt += 1) {
    const answer = await send();
    answers.push(answer);
    if (answer.status === 201) return { answers };
    await sleep(100);
  }
  throw new Error(`No request succeeded after ${MAX_RECOVERY_ATTEMPTS} attempts`);
}
