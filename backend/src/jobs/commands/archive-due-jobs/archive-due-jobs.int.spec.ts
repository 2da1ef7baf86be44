import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { ReadModels } from '../../../projections/projections.module';
import { DEMO_COMPANY_ID } from '../../../seed/demo-seed';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createOtherCompany } from '../../../users/testing/other-company';
import {
  API,
  createJob,
  eventCount,
  submitJob,
  type Auth,
  ignoreDroppedConnections,
} from '../../testing/job-fixtures';
import { JobCommandRunner } from '../../shared/job-commands';
import { archiveDueJobs } from './archive-due-jobs';
import { JobSchedules } from '../../job-schedules';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('archive automation: submitted jobs past the company archive time', () => {
  let t: TestApp;
  let standard: Auth;
  const dataDir = mkdtempSync(join(tmpdir(), 'archive-due-'));

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    ignoreDroppedConnections(t);
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const setArchive = (companyId: string, length: number, duration: 'day' | 'week' | 'month') =>
    t.pool.query('UPDATE companies SET archive_length = $2, archive_duration = $3 WHERE id = $1', [
      companyId,
      length,
      duration,
    ]);
  const status = async (id: string) =>
    ((await t.http.get(`${API}/job/${id}`).set(standard)).body as JobDetail).status;
  const submittedAt = async (ago: number, name: string) => {
    const id = await createJob(t, standard, { name });
    await submitJob(t, id, daysAgo(ago));
    return id;
  };

  it('archives what is due (2 weeks), leaves the rest, and a second run does nothing', async () => {
    await setArchive(DEMO_COMPANY_ID, 2, 'week');
    const due = await submittedAt(15, 'Due');
    const exactly = await submittedAt(14, 'Exactly two weeks');
    const recent = await submittedAt(13, 'Recent');
    const open = await createJob(t, standard, { name: 'Open, old' });

    const first = await t.app.get(JobSchedules).archiveDue.run(NOW);
    expect(first.archived.sort()).toEqual([due, exactly].sort());
    expect(await status(due)).toBe('archived');
    expect(await status(exactly)).toBe('archived');
    expect(await status(recent)).toBe('submitted');
    expect(await status(open)).toBe('open');
    const archived = (await t.http.get(`${API}/jobs?list=archived`).set(standard)).body.jobs;
    expect(archived.find((job: { id: string }) => job.id === due)?.archived_at).toBe(
      NOW.toISOString(),
    );
    const history = (await t.http.get(`${API}/job/${due}/history`).set(standard)).body.history;
    // The newest change; reading the job's status above was recorded as a view.
    const latest = history.find((entry: { action: string }) => entry.action !== 'view');
    expect(latest).toMatchObject({
      action: 'status_update',
      user: { name: 'System' },
      parameter: 'Status changed from Submitted to Archived automatically',
    });

    const events = await eventCount(t);
    const second = await t.app.get(JobSchedules).archiveDue.run(NOW);
    expect(second).toMatchObject({ due: 0, archived: [] });
    expect(await eventCount(t)).toBe(events);
  });

  it('never archives with archive_length -1, and uses days and months', async () => {
    await setArchive(DEMO_COMPANY_ID, -1, 'day');
    const old = await submittedAt(400, 'Never archived');
    expect((await archiveDueJobs(t.app.get(JobCommandRunner), t.pool, NOW)).archived).not.toContain(
      old,
    );
    expect(await status(old)).toBe('submitted');

    await setArchive(DEMO_COMPANY_ID, 3, 'day');
    const fourDays = await submittedAt(4, 'Four days');
    const twoDays = await submittedAt(2, 'Two days');
    const result = await t.app.get(JobSchedules).archiveDue.run(NOW);
    expect(result.archived).toEqual(expect.arrayContaining([old, fourDays]));
    expect(result.archived).not.toContain(twoDays);

    await setArchive(DEMO_COMPANY_ID, 1, 'month');
    const fiveWeeks = await submittedAt(35, 'Five weeks');
    const threeWeeks = await submittedAt(21, 'Three weeks');
    const monthly = await t.app.get(JobSchedules).archiveDue.run(NOW);
    expect(monthly.archived).toContain(fiveWeeks);
    expect(monthly.archived).not.toContain(threeWeeks);
    expect(monthly.archived).not.toContain(twoDays);
  });

  it("follows each company's own setting", async () => {
    await setArchive(DEMO_COMPANY_ID, -1, 'day');
    const other = await createOtherCompany(t);
    await setArchive(other.companyId, 0, 'day');
    const ours = await submittedAt(30, 'Ours');
    const result = await archiveDueJobs(t.app.get(JobCommandRunner), t.pool, NOW);
    expect(result.archived).not.toContain(ours);
  });

  it('is safe with two instances running at once: each job is archived once', async () => {
    await setArchive(DEMO_COMPANY_ID, 1, 'day');
    const jobs = [
      await submittedAt(5, 'Race 1'),
      await submittedAt(5, 'Race 2'),
      await submittedAt(5, 'Race 3'),
    ];
    const commands = t.app.get(JobCommandRunner);
    const [a, b] = await Promise.all([
      archiveDueJobs(commands, t.pool, NOW),
      archiveDueJobs(commands, t.pool, NOW),
    ]);
    // Each due job is archived by exactly one of them: the slower one either skips a job the
    // read model already shows archived, or is refused by the decider.
    const all = [...a.archived, ...b.archived];
    expect(new Set(all).size).toBe(all.length);
    for (const id of jobs) expect(all.filter((archived) => archived === id)).toHaveLength(1);
    await t.app.get(ReadModels).caughtUpWith(a.position ?? b.position);
    for (const id of jobs) {
      const { rows } = await t.pool.query(
        `SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'JobArchived'`,
        [`job-${id}`],
      );
      expect(rows[0].n).toBe(1);
    }
  });
});
