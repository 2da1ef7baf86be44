import { randomUUID } from 'node:crypto';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { JobSchedules } from '../jobs/job-schedules';
import { API, createJob, runCommand, submitJob, type Auth } from '../jobs/testing/job-fixtures';
import { projectionContentHash, rebuildProjection } from '../projections/projection-rebuild';
import { allProjections } from '../all-projections';
import { DEMO_COMPANY_ID } from '../seed/demo-seed';
import type { TestApp } from '../testing/test-app';
import { HourlyRuns } from './hourly-runs';
import {
  allHeldBy,
  eventually,
  holders,
  projectionsIdle,
  startTwoInstances,
  type TwoInstances,
} from './testing/two-instances';

const DAY_MS = 86_400_000;

/**
 * Two instances on one database: one runs each worker, a command answered by either reads its
 * own write on both, the other takes over when the holder's sessions die, and an hourly job fired
 * in both at once does its work once.
 */
describe('one worker per job across app instances', () => {
  let two: TwoInstances;
  const auth: Record<'a' | 'b', Auth> = { a: { Authorization: '' }, b: { Authorization: '' } };

  beforeAll(async () => {
    two = await startTwoInstances();
    auth.a.Authorization = `Bearer ${await two.a.login('standard')}`;
    auth.b.Authorization = `Bearer ${await two.b.login('standard')}`;
  });
  afterAll(() => two.close());

  const listed = async (t: TestApp, who: Auth, id: string) => {
    const answer = await t.http.get(`${API}/jobs?size=1000`).set(who).expect(200);
    return (answer.body.jobs as Array<{ id: string }>).some((job) => job.id === id);
  };
  /** Creates a job through one instance and reads the list through both at once. */
  const createAndRead = async (through: 'a' | 'b') => {
    const id = await createJob(two[through], auth[through]);
    return [await listed(two.b, auth.b, id), await listed(two.a, auth.a, id)];
  };

  it('runs every worker in the instance that started first', async () => {
    expect(await holders(two.a)).toEqual(allHeldBy('instance-a'));
  });

  it('answers a command on the instance that does not project once its read model shows it', async () => {
    for (let round = 0; round < 5; round += 1) {
      expect(await createAndRead('b')).toEqual([true, true]);
    }
  });

  it('hands every worker over when the holder dies mid-load, applying no batch twice', async () => {
    const load = Promise.all(
      Array.from({ length: 12 }, (_, n) => createAndRead(n % 2 ? 'a' : 'b')),
    );
    const killedAt = Date.now();
    await two.b.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'instance-a'`,
    );
    await eventually(async () => {
      const now = await holders(two.b);
      return Object.values(now).every((holder) => holder === 'instance-b');
    });
    console.log(
      `Takeover: instance-b holds every worker ${Date.now() - killedAt} ms after instance-a's lease sessions died`,
    );
    expect((await load).flat().every(Boolean)).toBe(true);
    expect(await createAndRead('a')).toEqual([true, true]);

    await projectionsIdle(two.b);
    const store = two.b.app.get<EventStore>(EVENT_STORE);
    for (const projection of allProjections) {
      const live = await projectionContentHash(two.b.pool, projection);
      await rebuildProjection(store, two.b.pool, projection);
      expect({
        projection: projection.name,
        hash: await projectionContentHash(two.b.pool, projection),
      }).toEqual({
        projection: projection.name,
        hash: live,
      });
    }
  });

  it('archives each due job once and sends a reminder once when both instances fire the hour', async () => {
    await two.a.pool.query(
      `UPDATE companies SET archive_length = 2, archive_duration = 'week',
         config_settings = config_settings || '{"send_reminders": true}' WHERE id = $1`,
      [DEMO_COMPANY_ID],
    );
    const due = await createJob(two.a, auth.a);
    await submitJob(two.a, due, new Date(Date.now() - 30 * DAY_MS).toISOString());
    const emailed = await createJob(two.a, auth.a);
    const emailId = await requestEmail(two.a, emailed, new Date(Date.now() - 2.5 * DAY_MS));

    const registered = [two.a, two.b].flatMap((t) => [
      t.app.get(JobSchedules).archiveDue,
      t.app.get(JobSchedules).remindEmails,
    ]);
    const runs = registered.map((run) => jest.spyOn(run, 'run'));
    await Promise.all([two.a, two.b].map((t) => t.app.get(HourlyRuns).hourly()));

    // Only the instance holding `schedules` ran them; the decider would refuse a second archive.
    const ranInA = (await holders(two.a)).schedules === 'instance-a' ? 1 : 0;
    const expected = [ranInA, ranInA, 1 - ranInA, 1 - ranInA];
    expect(runs.map((run) => run.mock.calls.length)).toEqual(expected);
    expect(await eventsOf(two.a, due, 'JobArchived')).toBe(1);
    expect(await eventsOf(two.a, emailed, 'EmailReminderDue')).toBe(1);
    const reminder = () =>
      two.a.pool.query<{ status: string; attempts: number }>(
        `SELECT status, attempts FROM outbox_emails WHERE job_id = $1 AND email_id = $2
           AND dedupe_key LIKE '%remind%'`,
        [emailed, emailId],
      );
    await eventually(async () => (await reminder()).rows[0]?.status === 'sent');
    expect((await reminder()).rows).toEqual([{ status: 'sent', attempts: 1 }]);
  });
});

async function eventsOf(t: TestApp, jobId: string, type: string): Promise<number> {
  const { rows } = await t.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = $2',
    [`job-${jobId}`, type],
  );
  return rows[0]?.n ?? 0;
}

/** Staff's Send of the job's form by e-mail, at the given time; returns the e-mail's id. */
async function requestEmail(t: TestApp, jobId: string, at: Date): Promise<string> {
  const emailId = randomUUID();
  const data = {
    ...{ emailId, linkId: randomUUID(), to: 'owner@example.com', from: 'office@example.com' },
    ...{ subject: 'Your job', body: 'Please fill in [link_address]', opt_out: false },
    ...{
      unsubscribe: randomUUID(),
      expires_at: new Date(at.getTime() + 45 * DAY_MS).toISOString(),
    },
    ...{ uuid: randomUUID(), sections: ['s1'], form: null },
  };
  await runCommand(t, jobId, { type: 'RequestEmail', data }, { at: at.toISOString() });
  return emailId;
}
