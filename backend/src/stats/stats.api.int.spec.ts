import { randomUUID } from 'node:crypto';
import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import type { StatsPoint } from '@job-intake/contracts/stats/stats-api';
import {
  API,
  appendJobEvents,
  createJob,
  runCommand,
  saveAnswers,
} from '../jobs/testing/job-fixtures';
import { MISSING, startJobApiApp, type JobApiApp } from '../jobs/testing/job-api-app';
import { jobEventSamples } from '../jobs/testing/job-event-samples';
import { createOtherCompany } from '../users/testing/other-company';
import { DEMO_COMPANY_ID } from '../seed/demo-seed';

describe('statistics: POST /report/stats and GET /job/{id}/stats (job-stats projection)', () => {
  let app: JobApiApp;
  let companyId: string;

  /** Events of one job of the company, recorded at `at`, and the read models caught up. */
  const record = (jobId: string, at: string, events: JobEvent[]) =>
    appendJobEvents(app.t, jobId, events, { at, companyId });

  const report = (body: object, auth = app.outsider) =>
    app.t.http.post(`${API}/report/stats`).set(auth).send(body);

  beforeAll(async () => {
    app = await startJobApiApp('stats');
    ({ companyId } = await createOtherCompany(app.t, 'Stats'));
    // Job A: staff, Monday 2 March 2026; a link completed; reviewed after 48 h, submitted after 72 h.
    const a = randomUUID();
    const sa = jobEventSamples(a);
    await record(a, '2026-03-02T10:00:00Z', [sa.JobCreated, sa.ShareLinkCreated]);
    await record(a, '2026-03-04T09:00:00Z', [sa.ShareLinkSubmitted]);
    await record(a, '2026-03-04T10:00:00Z', [sa.JobFinalized]);
    await record(a, '2026-03-05T10:00:00Z', [sa.JobImportRequested, sa.JobImported]);
    // Job B: a guest's, 10 March; reviewed after 12 h, archived on the 20th.
    const b = randomUUID();
    const sb = jobEventSamples(b);
    const guestCreated = {
      ...sb.JobCreated,
      data: { ...sb.JobCreated.data, origin: 'public_form' },
    };
    await record(b, '2026-03-10T00:00:00Z', [guestCreated as JobEvent]);
    await record(b, '2026-03-10T12:00:00Z', [sb.JobFinalized]);
    await record(b, '2026-03-20T08:00:00Z', [sb.JobArchived]);
  });
  afterAll(() => app.close());

  it('answers every day of the range, with zeros where nothing happened', async () => {
    const range = { company_id: companyId, start_date: '2026-03-01', end_date: '2026-03-05' };
    const { body } = await report({ ...range, period: 'day' }).expect(200);
    const series = body.series as StatsPoint[];
    expect(series.map((point) => point.period_start)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
    ]);
    expect(series[0]).toMatchObject({ jobs_created: 0, share_links_created: 0 });
    expect(series[1]).toMatchObject({
      jobs_created: 1,
      jobs_created_staff: 1,
      share_links_created: 1,
    });
    expect(series[3]).toMatchObject({
      jobs_finalized: 1,
      avg_hours_to_review: 48,
      share_links_completed: 1,
    });
    expect(series[4]).toMatchObject({ jobs_submitted: 1, avg_hours_to_submission: 72 });
    expect(series[2]!.avg_hours_to_review).toBeNull();
  });

  it('groups by Monday weeks and by months, with exact averages in the totals', async () => {
    const march = { company_id: companyId, start_date: '2026-03-01', end_date: '2026-03-31' };
    const weeks = (await report({ ...march, period: 'week' }).expect(200)).body;
    expect(weeks.series.map((point: StatsPoint) => point.period_start)).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ]);
    expect(weeks.series[2]).toMatchObject({ jobs_created_public: 1, avg_hours_to_review: 12 });
    expect(weeks.totals).toEqual({
      jobs_created: 2,
      jobs_created_staff: 1,
      jobs_created_public: 1,
      jobs_finalized: 2,
      jobs_submitted: 1,
      jobs_archived: 1,
      avg_hours_to_review: 30,
      avg_hours_to_submission: 72,
      share_links_created: 1,
      share_links_completed: 1,
      emails_sent: 0,
      requests_completed: 0,
    });
    const months = { company_id: companyId, start_date: '2026-01-15', end_date: '2026-03-31' };
    const { body } = await report({ ...months, period: 'month' }).expect(200);
    expect(
      body.series.map((point: StatsPoint) => [point.period_start, point.jobs_created]),
    ).toEqual([
      ['2026-01-01', 0],
      ['2026-02-01', 0],
      ['2026-03-01', 2],
    ]);
  });

  it("is for super admins and auditors (their company's only), 404 for a missing one, 400 naming a bad field", async () => {
    const good = {
      company_id: companyId,
      start_date: '2026-03-01',
      end_date: '2026-03-05',
      period: 'day',
    };
    await report(good, app.standard).expect(403);
    // The demo company's admin holds audit: its own company's statistics, not another's.
    await report(good, app.admin).expect(404);
    await report({ ...good, company_id: DEMO_COMPANY_ID }, app.admin).expect(200);
    await report({ ...good, company_id: MISSING }).expect(404);
    const refused = async (body: object, field: string) =>
      expect(JSON.stringify((await report(body).expect(400)).body.message)).toContain(field);
    await refused({ ...good, period: 'year' }, 'period');
    await refused({ ...good, start_date: '2026-02-30' }, 'start_date');
    await refused({ ...good, end_date: 'x'.repeat(100_000) }, 'end_date');
    await refused({ ...good, end_date: '2026-03-05\u0000' }, 'end_date');
    await refused({ ...good, company_id: null }, 'company_id');
    await refused({ ...good, end_date: '2026-02-01' }, 'end_date');
    await refused({ ...good, end_date: '2030-01-01' }, 'end_date');
  });

  it("answers a job's dates and counts; another company's job is 404", async () => {
    const jobId = await createJob(app.t, app.standard);
    await saveAnswers(app.t, jobId, 100);
    await runCommand(app.t, jobId, { type: 'Finalize', data: {} });
    const get = (id: string, auth = app.standard) =>
      app.t.http.get(`${API}/job/${id}/stats`).set(auth);
    const { body } = await get(jobId).expect(200);
    expect(body).toMatchObject({
      job_id: jobId,
      origin: 'staff',
      submitted_at: null,
      hours_to_submission: null,
      share_links_created: 0,
      emails_sent: 0,
    });
    expect(body.finalized_at >= body.created_at).toBe(true);
    expect(body.hours_to_review).toBeGreaterThanOrEqual(0);
    expect(body).not.toHaveProperty('company_id');
    await get(jobId, app.outsider).expect(404);
    await get(MISSING).expect(404);
    await get('not-a-uuid').expect(400);
  });
});
