import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JOB_EVENT_SCHEMA_VERSION, jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { EVENT_STORE } from '../../../event-store/event-store.port';
import type { AppendingEventStore } from '../../../event-store/event-store-append.port';
import { ReadModels } from '../../../projections/projections.module';
import { DEMO_COMPANY_ID } from '../../../seed/demo-seed';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  createJob,
  ignoreDroppedConnections,
  runCommand,
  type Auth,
} from '../../testing/job-fixtures';
import { JobCommandRunner } from '../../shared/job-commands';
import { remindEmails } from './remind-emails';
import { JobSchedules } from '../../job-schedules';

const REQUESTED = new Date('2026-10-01T08:00:00.000Z');
const day = (days: number) => new Date(REQUESTED.getTime() + days * 86_400_000);

describe('e-mail reminders: the run records what is due, once', () => {
  let t: TestApp;
  let standard: Auth;
  const dataDir = mkdtempSync(join(tmpdir(), 'remind-emails-'));

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    ignoreDroppedConnections(t);
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
    await t.pool.query(
      `UPDATE companies SET config_settings = config_settings || '{"send_reminders": true}'
       WHERE id = $1`,
      [DEMO_COMPANY_ID],
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Staff's Send on a new job, at REQUESTED; returns the job and the e-mail. */
  const requested = async () => {
    const jobId = await createJob(t, standard);
    const emailId = randomUUID();
    const linkId = randomUUID();
    const data = {
      ...{ emailId, linkId, to: 'owner@example.com', from: 'office@example.com' },
      ...{ subject: 'Your job', body: 'Please fill in [link_address]', opt_out: false },
      ...{ unsubscribe: randomUUID(), expires_at: day(45).toISOString(), uuid: randomUUID() },
      ...{ sections: ['s1'], form: null },
    };
    await runCommand(t, jobId, { type: 'RequestEmail', data }, { at: REQUESTED.toISOString() });
    return { jobId, emailId, linkId };
  };
  /** The reminders recorded on the job's stream, as `kind:number`. */
  const reminders = async (jobId: string) => {
    const { rows } = await t.pool.query<{ kind: string; number: number }>(
      `SELECT data->>'kind' AS kind, (data->>'number')::int AS number FROM events
       WHERE stream_id = $1 AND type = 'EmailReminderDue' ORDER BY revision`,
      [jobStreamId(jobId)],
    );
    return rows.map(({ kind, number }) => `${kind}:${number}`);
  };
  const run = (now: Date) => t.app.get(JobSchedules).remindEmails.run(now);

  it('with the clock moved 2, 7 and 40 days: reminders 1, 2, then the latest (8) and the warning', async () => {
    const { jobId, emailId } = await requested();
    await run(day(1));
    expect(await reminders(jobId)).toEqual([]);
    await run(day(2));
    expect(await reminders(jobId)).toEqual(['reminder:1']);
    await run(day(7));
    expect(await reminders(jobId)).toEqual(['reminder:1', 'reminder:2']);
    const late = await run(day(40));
    expect(late.recorded.filter((r) => r.jobId === jobId).map((r) => r.event.type)).toEqual([
      'EmailReminderDue',
      'EmailReminderDue',
    ]);
    expect(await reminders(jobId)).toEqual([
      'reminder:1',
      'reminder:2',
      'reminder:8',
      'sender_warning:1',
    ]);
    await run(day(40));
    expect(await reminders(jobId)).toHaveLength(4);

    const expiry = await run(day(46));
    expect(expiry.recorded.filter((r) => r.jobId === jobId).map((r) => r.event)).toEqual([
      { type: 'EmailExpired', data: { emailId } },
    ]);
    const after = await run(day(50));
    expect(after.recorded.filter((r) => r.jobId === jobId)).toEqual([]);
  });

  it('an opted-out or completed request gets none', async () => {
    const optedOut = await requested();
    await runCommand(t, optedOut.jobId, {
      type: 'SetEmailOptOut',
      data: { emailId: optedOut.emailId, opt_out: true, by: 'recipient' },
    });
    const completed = await requested();
    const store = t.app.get<AppendingEventStore>(EVENT_STORE);
    const submitted = await store.append(
      jobStreamId(completed.jobId),
      [
        {
          id: randomUUID(),
          type: 'ShareLinkSubmitted',
          schemaVersion: JOB_EVENT_SCHEMA_VERSION.ShareLinkSubmitted,
          data: { linkId: completed.linkId },
          metadata: {
            companyId: DEMO_COMPANY_ID,
            actor: { kind: 'guest' },
            correlationId: 'test',
            occurredAt: day(1).toISOString(),
          },
        },
      ],
      { expectedRevision: 'any' },
    );
    await t.app.get(ReadModels).caughtUpWith(submitted.position);

    for (const days of [2, 7, 40]) await run(day(days));
    expect(await reminders(optedOut.jobId)).toEqual([]);
    expect(await reminders(completed.jobId)).toEqual([]);
  });

  it('two runs in parallel record each reminder once', async () => {
    const emails = [await requested(), await requested(), await requested()];
    const [a, b] = await Promise.all([
      remindEmails(t.app.get(JobCommandRunner), t.pool, day(3)),
      remindEmails(t.app.get(JobCommandRunner), t.pool, day(3)),
    ]);
    const jobs = new Set(emails.map((email) => email.jobId));
    const ours = [...a.recorded, ...b.recorded].filter((r) => jobs.has(r.jobId));
    expect(ours).toHaveLength(emails.length);
    for (const { jobId } of emails) expect(await reminders(jobId)).toEqual(['reminder:1']);
  });
});
