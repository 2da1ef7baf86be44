import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccessLogPage } from '@job-intake/contracts/audit/access-log-api';
import { API, createJob, type Auth, ignoreDroppedConnections } from '../jobs/testing/job-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createOtherCompany } from '../users/testing/other-company';

describe('the access log: who read History, downloaded a record or exported data', () => {
  let t: TestApp;
  let admin: Auth;
  let reviewer: Auth;
  let standard: Auth;
  const dataDir = mkdtempSync(join(tmpdir(), 'access-log-'));
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    ignoreDroppedConnections(t);
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
    reviewer = { Authorization: `Bearer ${await t.login('reviewer')}` };
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const log = async (auth: Auth, query: string): Promise<AccessLogPage> =>
    (await t.http.get(`${API}/access-log?${query}`).set(auth).expect(200)).body;

  it("records each History read and record download once, with the reader's name then", async () => {
    const id = await createJob(t, reviewer);
    await t.http.get(`${API}/job/${id}/history`).set(reviewer).expect(200);
    await t.http.get(`${API}/job/${id}/audit-record`).set(admin).expect(200);
    const history = (await t.http.get(`${API}/job/${id}/history`).set(admin)).body.history;
    await t.http.get(`${API}/job/${id}/history/${history[0].id}`).set(admin).expect(200);

    const page = await log(admin, `job_id=${id}`);
    expect(page.total).toBe(4);
    expect(page.entries.map((entry) => [entry.kind, entry.user.name, entry.detail])).toEqual([
      ['job_history', 'Alice Admin', { event_id: history[0].id }],
      ['job_history', 'Alice Admin', { page: 1, size: 100 }],
      ['audit_record', 'Alice Admin', { head_revision: expect.any(Number) }],
      ['job_history', 'Rita Reviewer', { page: 1, size: 100 }],
    ]);
    expect(page.entries[0]).toMatchObject({ job_id: id, user: { email: expect.any(String) } });
  });

  it('records a data export with its filters, found by the person who ran it', async () => {
    const form = new URLSearchParams({ token: admin.Authorization.slice('Bearer '.length) });
    for (const status of ['open', 'submitted']) form.append('statuses[]', status);
    form.append('created_from', today);
    form.append('created_to', today);
    await t.http.post(`${API}/data/export`).type('form').send(form.toString()).expect(200);

    const exports = await log(admin, 'kind=data_export,audit_record&q=alice');
    expect(exports.entries[0]).toMatchObject({
      kind: 'data_export',
      job_id: null,
      user: { name: 'Alice Admin' },
      detail: { statuses: ['open', 'submitted'], created_from: today, created_to: today },
    });
    expect((await log(admin, 'kind=data_export&q=rita')).total).toBe(0);
  });

  it('writes no row for a refused read, and shows nothing to another company or to staff without audit', async () => {
    const id = await createJob(t, reviewer);
    const other = await createOtherCompany(t);
    const stranger = { Authorization: `Bearer ${await t.login(other.adminLogin)}` };
    await t.http.get(`${API}/job/${id}/history`).set(stranger).expect(404);
    await t.http.get(`${API}/job/${id}/history`).set(reviewer).expect(200);

    expect((await log(admin, `job_id=${id}`)).total).toBe(1);
    expect(await log(stranger, `job_id=${id}`)).toMatchObject({ total: 0, entries: [] });
    expect((await log(stranger, '')).total).toBe(0);
    await t.http.get(`${API}/access-log?job_id=${id}`).set(standard).expect(403);
    const bad = await t.http.get(`${API}/access-log?kind=views`).set(admin).expect(400);
    expect(JSON.stringify(bad.body.message)).toMatch(/kind must be among/);
  });
});
