import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import {
  DATA_EXPORT_STARTED_COOKIE_PREFIX,
  dataExportFileName,
} from '@job-intake/contracts/export/data-export-api';
import { jobStreamId, JOB_EVENT_SCHEMA_VERSION } from '@job-intake/contracts/jobs/job-events';
import { EVENT_STORE } from '../event-store/event-store.port';
import type { AppendingEventStore } from '../event-store/event-store-append.port';
import { eventually } from '../event-store/testing/test-events';
import { ReadModels } from '../projections/projections.module';
import { readHistory, readJob, startJobApiApp, type JobApiApp } from '../jobs/testing/job-api-app';
import { API, createJob, type Auth } from '../jobs/testing/job-fixtures';
import { createOtherCompany } from '../users/testing/other-company';

const TODAY = new Date().toISOString().slice(0, 10);
const ALL = ['open', 'pending', 'submitted', 'archived'];

let app: JobApiApp;
beforeAll(async () => {
  app = await startJobApiApp('data-export');
});
afterAll(() => app?.close());

function tokenOf(auth: Auth): string {
  return auth.Authorization.replace('Bearer ', '');
}

/** The tab's form post: url-encoded, the token in a field, one statuses[] per status. */
function exportForm(auth: Auth | null, fields: Record<string, string | string[]> = {}) {
  const form = new URLSearchParams();
  if (auth) form.append('token', tokenOf(auth));
  const all = { 'statuses[]': ALL, created_from: TODAY, created_to: TODAY, ...fields };
  for (const [name, value] of Object.entries(all))
    for (const one of [value].flat()) form.append(name, one);
  return app.t.http
    .post(`${API}/data/export`)
    .type('form')
    .send(form.toString())
    .buffer(true)
    .parse((response, done) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => done(null, text));
    });
}

function rowsOf(csv: string): Record<string, string>[] {
  return parse(csv, { columns: true, skip_empty_lines: true });
}

/** Copies of a created job's JobCreated (new ids), appended straight to the store, 500 a call. */
async function cloneJobs(sourceId: string, count: number, companyId?: string): Promise<string[]> {
  const store = app.t.app.get<AppendingEventStore>(EVENT_STORE, { strict: false });
  const [created] = await store.readStream(jobStreamId(sourceId), { maxCount: 1 });
  const metadata = { ...created!.metadata, ...(companyId ? { companyId } : {}) };
  const ids = Array.from({ length: count }, () => randomUUID());
  const appends = ids.map((jobId) => ({
    streamId: jobStreamId(jobId),
    expectedRevision: 'no_stream' as const,
    events: [
      {
        id: randomUUID(),
        type: 'JobCreated',
        schemaVersion: JOB_EVENT_SCHEMA_VERSION.JobCreated,
        data: { ...(created!.data as object), jobId, uuid: randomUUID() },
        metadata: { ...metadata, occurredAt: new Date().toISOString() },
      },
    ],
  }));
  let position;
  for (let at = 0; at < appends.length; at += 500) {
    const results = await store.appendToStreams(appends.slice(at, at + 500));
    position = results.at(-1)?.position;
  }
  if (position) await app.t.app.get(ReadModels, { strict: false }).caughtUpWith(position);
  return ids;
}

describe('POST /data/export', () => {
  it('streams the chosen jobs as CSV that parses back to the same values, neutralised', async () => {
    const id = await createJob(app.t, app.admin, { name: '=1+1', reference_no: '@ref' });
    const answer = await exportForm(app.admin, { 'statuses[]': 'open', download_id: 'd-1' }).expect(
      200,
    );
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="${dataExportFileName(new Date())}"`,
    );
    expect(String(answer.headers['set-cookie'])).toContain(
      `${DATA_EXPORT_STARTED_COOKIE_PREFIX}d-1=1`,
    );
    const row = rowsOf(answer.body as string).find((candidate) => candidate['Job ID'] === id);
    const job = await readJob(app.t, id, app.admin);
    expect(row).toMatchObject({
      Status: 'open',
      Name: "'=1+1",
      'Reference #': "'@ref",
      'Total contract amount': job.total_contract_amt,
    });
  });

  it('puts one column per field label of the forms, after the settings', async () => {
    const answer = await exportForm(app.admin).expect(200);
    const [header] = parse(answer.body as string, { to_line: 1 }) as string[][];
    expect(header!.slice(0, 4)).toEqual(['Job ID', 'Status', 'Created', 'Name']);
    expect(new Set(header).size).toBe(header!.length);
    const job = await readJob(app.t, await createJob(app.t, app.admin), app.admin);
    const labels = job.form.sections.flatMap((section) =>
      section.fields.filter((field) => field.type !== 'instructions').map((field) => field.title),
    );
    for (const label of labels) expect(header!.some((name) => name.startsWith(label))).toBe(true);
  });

  it("records export in each exported job's History", async () => {
    const id = await createJob(app.t, app.admin, { name: 'History of an export' });
    const before = await readJob(app.t, id, app.admin);
    await exportForm(app.admin, { 'statuses[]': 'open' }).expect(200);
    const history = await readHistory(app.t, id, app.admin);
    expect(history.at(-1)).toMatchObject({ action: 'export' });
    // The job page follows the stream's revision, but the export changed nothing about the job.
    await eventually(async () => (await readJob(app.t, id, app.admin)).revision > before.revision);
    expect((await readJob(app.t, id, app.admin)).updated_at).toBe(before.updated_at);
  });

  it("never includes another company's jobs, even with its form id", async () => {
    const other = await createOtherCompany(app.t);
    const source = await createJob(app.t, app.admin);
    const [foreign] = await cloneJobs(source, 1, other.companyId);
    const body = (await exportForm(app.admin).expect(200)).body as string;
    expect(body).not.toContain(foreign);
    const superAnswer = await exportForm(app.outsider, { company_id: other.companyId }).expect(200);
    expect(rowsOf(superAnswer.body as string).map((row) => row['Job ID'])).toEqual([foreign]);
  });

  it('is 401 without a token, 403 without data_export and for another company', async () => {
    await exportForm(null).expect(401);
    await exportForm({ Authorization: 'Bearer not-a-token' }).expect(401);
    const forbidden = await exportForm(app.standard).expect(403);
    expect(forbidden.body).toContain('data_export');
    await exportForm(app.admin, { company_id: randomUUID() }).expect(403);
  });

  it.each([
    [{ 'statuses[]': 'deleted' }, 'statuses[]'],
    [{ 'statuses[]': [] as string[] }, 'statuses[]'],
    [{ created_from: 'yesterday' }, 'created_from'],
    [{ created_to: '2020-01-01' }, 'created_from'],
    [{ form_id: 'x'.repeat(300) }, 'form_id'],
    [{ form_id: 'a\u0000b' }, 'form_id'],
    [{ company_id: 'nope' }, 'company_id'],
  ])('is 400 for %j, naming %s', async (fields, field) => {
    const answer = await exportForm(app.admin, fields).expect(400);
    expect(answer.body).toContain(field);
  });

  it('streams a few thousand jobs, each once', async () => {
    const source = await createJob(app.t, app.admin, { name: 'Many' });
    const ids = await cloneJobs(source, 2000);
    const rows = rowsOf(
      (await exportForm(app.admin, { 'statuses[]': 'open' }).expect(200)).body as string,
    );
    const exported = new Set(rows.map((row) => row['Job ID']));
    expect(exported.size).toBe(rows.length);
    for (const id of [source, ...ids]) expect(exported.has(id)).toBe(true);
  }, 240_000);
});
