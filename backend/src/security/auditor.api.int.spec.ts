import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attachmentUrl, type AttachmentDto } from '@job-intake/contracts/jobs/jobs-api';
import { READ_ONLY_ROLE } from '../auth/route-access';
import { PNG } from '../attachments/testing/sample-files';
import { readHistory } from '../jobs/testing/job-api-app';
import { API, createJob, type Auth } from '../jobs/testing/job-fixtures';
import { DEMO_COMPANY_ID, DEMO_LOGINS, PROVIDER_COMPANY_ID } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { stopScheduledJobs } from './testing/background-work';
import { fuzzTargets, routeKey } from './testing/fuzz-targets';
import { knownIds } from './testing/known-ids';
import { plausibleRequest } from './testing/malformed-requests';

/**
 * The read-only auditor (issue 30 item 6, decision 0045): signed in as the demo auditor, whose
 * role holds only `audit`, every write operation of the app (the OpenAPI document's, and any
 * route only the router knows) is called with the demo company's real ids and a plausible body
 * and must answer 403 before it looks at the input; the routes open to auditors are listed with
 * why. A new write route is walked without anyone listing it. Then the auditor reads everything
 * of a job: its detail, History and time travel, notes, attachments, stats, and the export.
 */

/** Writes an auditor may call, with why (decision 0045 lists the same). */
const OPEN_TO_AUDITORS: Record<string, string> = {
  'POST /api/v1/auth/login': 'public: signing in',
  'POST /api/v1/auth/logout': "self-service: ends the caller's own session",
  'POST /api/v1/settings/password': "self-service: the caller's own password",
  'POST /api/v1/settings/userConfig': "self-service: the caller's own job list options",
  'POST /api/v1/search': 'a read: the search list',
  'POST /api/v1/report/stats': "a read: the statistics of the caller's company",
  'POST /api/v1/data/export': 'a read: the data export (it records the export in History)',
  'POST /api/v1/resetRequest': 'public: a password reset e-mail, the same for anyone',
  'POST /api/v1/auth/reset': 'public: needs the e-mailed code',
  'POST /api/v1/auth/register': 'public: a new company for a new account',
  'POST /api/v1/invitation/lookup': 'public: needs the e-mailed invitation token',
  'POST /api/v1/invitation/accept': 'public: needs the e-mailed invitation token',
  'POST /api/v1/unsubscribe/{token}': "public: a guest's unsubscribe link",
  'POST /api/v1/link/{uuid}/results': "public: a guest's share link",
  'POST /api/v1/new': 'public: the public new-job form, behind the captcha',
  'POST /api/v1/new/{appid}/upload-grant': 'public: the public form, behind the captcha',
  'POST /api/v1/new/{appid}/attachments': 'public: the public form, behind an upload grant',
};

/** Routes that are no operation: Nest's JSON 404 for unknown API paths. */
const NO_OPERATION: Record<string, string> = {
  '* /api/v1': "Nest's JSON 404 for an unknown API path: no route",
  '* /api/v1/{*path}': "Nest's JSON 404 for an unknown API path: no route",
  '* /metrics': 'kept out of the static app (the metrics route exists only with METRICS_TOKEN)',
  '* /.well-known/job-intake-audit-key': 'the public audit key: no input, nothing stored',
  '* /.well-known/job-intake-audit-key/': 'the public audit key: no input, nothing stored',
};

describe('the read-only auditor', () => {
  let t: TestApp;
  let admin: Auth;
  let auditor: Auth;
  const dataDir = mkdtempSync(join(tmpdir(), 'auditor-'));

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    stopScheduledJobs(t.app);
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
    auditor = { Authorization: `Bearer ${await t.login('auditor')}` };
  }, 180_000);
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is refused every write (403 before the input is looked at) but the listed ones', async () => {
    const ids = await knownIds(t, admin.Authorization);
    const { operations, staleExclusions } = fuzzTargets(t.app, NO_OPERATION);
    const writes = operations.filter(({ method }) => method !== 'get');
    const open = writes.filter((operation) => routeKey(operation) in OPEN_TO_AUDITORS);
    const answers: string[] = [];
    for (const operation of writes.filter((write) => !open.includes(write))) {
      const request = plausibleRequest(operation, ids);
      const call = t.http[operation.method](request.path).set(auditor);
      const answer = await (request.body === undefined
        ? call
        : call.set('Content-Type', request.contentType ?? 'application/json').send(request.body));
      answers.push(`${routeKey(operation)} ${answer.status} ${answer.body?.message ?? ''}`);
    }

    expect(staleExclusions).toEqual([]);
    expect(open.map(routeKey).sort()).toEqual(Object.keys(OPEN_TO_AUDITORS).sort());
    expect(answers.length).toBeGreaterThan(50);
    expect(answers.filter((answer) => !answer.includes(` 403 ${READ_ONLY_ROLE}`))).toEqual([]);
  }, 300_000);

  it('reads a job with its form, answers, notes, attachments, History, time travel and stats', async () => {
    const jobId = await createJob(t, admin);
    await t.http.post(`${API}/note`).set(admin).send({ job_id: jobId, description: 'Checked' });
    const [attachment] = (
      await t.http
        .post(`${API}/attach`)
        .set(admin)
        .field('job_id', jobId)
        .field('company_id', DEMO_COMPANY_ID)
        .attach('files[]', PNG, 'site.png')
        .expect(201)
    ).body as AttachmentDto[];

    const list = await t.http.get(`${API}/jobs?list=open`).set(auditor).expect(200);
    expect(list.body.jobs.map((job: { id: string }) => job.id)).toContain(jobId);
    const job = (await t.http.get(`${API}/job/${jobId}`).set(auditor).expect(200)).body;
    expect(job.form.sections.length).toBeGreaterThan(0);
    expect(job.attachments).toEqual([expect.objectContaining({ file_name: 'site.png' })]);
    const download = await t.http.get(attachmentUrl(attachment!)).set(auditor).expect(200);
    expect(download.body).toEqual(PNG);
    const notes = (await t.http.get(`${API}/job/${jobId}/notes`).set(auditor).expect(200)).body;
    expect(JSON.stringify(notes)).toContain('Checked');
    const history = await readHistory(t, jobId, auditor);
    // Opening the job recorded the auditor's view, as it does any staff user's.
    expect(history.map((entry) => [entry.user.name, entry.parameter])).toContainEqual([
      DEMO_LOGINS.auditor.name,
      'Viewed the job',
    ]);
    await t.http.get(`${API}/job/${jobId}/history/${history[0]!.id}`).set(auditor).expect(200);
    await t.http.get(`${API}/job/${jobId}/stats`).set(auditor).expect(200);
    const found = await t.http.post(`${API}/search`).set(auditor).send({ query: 'job' });
    expect(found.status).toBe(200);
  });

  it("reads its company's statistics and export, and another company's is 404", async () => {
    const range = { start_date: '2026-01-01', end_date: '2026-01-31', period: 'week' };
    await t.http
      .post(`${API}/report/stats`)
      .set(auditor)
      .send({ company_id: DEMO_COMPANY_ID, ...range })
      .expect(200);
    await t.http
      .post(`${API}/report/stats`)
      .set(auditor)
      .send({ company_id: PROVIDER_COMPANY_ID, ...range })
      .expect(404);
    await t.http.get(`${API}/company/${DEMO_COMPANY_ID}`).set(auditor).expect(200);
    await t.http.get(`${API}/company/${PROVIDER_COMPANY_ID}`).set(auditor).expect(404);

    const today = new Date().toISOString().slice(0, 10);
    const form = new URLSearchParams({
      token: auditor.Authorization.replace('Bearer ', ''),
      'statuses[]': 'open',
      created_from: today,
      created_to: today,
    });
    const csv = await t.http.post(`${API}/data/export`).type('form').send(form.toString());
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  });
});
