import { randomUUID } from 'node:crypto';
import type { JobListItem } from '@job-intake/contracts/jobs/jobs-api';
import { EVENT_STORE, type NewEvent } from '../../../event-store/event-store.port';
import type { AppendingEventStore } from '../../../event-store/event-store-append.port';
import { ReadModels } from '../../../projections/projections.module';
import { DEMO_COMPANY_ID } from '../../../seed/demo-seed';
import type { TestApp } from '../../../testing/test-app';
import { createOtherCompany } from '../../../users/testing/other-company';
import { API, createJob, runCommand, type Auth } from '../../testing/job-fixtures';
import { MISSING, startJobApiApp, type JobApiApp } from '../../testing/job-api-app';

describe('GET /job/{id} (get-job)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;
  let outsider: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('get-job');
    ({ t, standard, outsider } = app);
  });
  afterAll(() => app.close());

  it('answers 404 for a job that does not exist, and a JSON 404 for an unknown API route', async () => {
    await t.http.get(`${API}/job/${MISSING}`).set(standard).expect(404);
    await t.http.get(`${API}/job/${MISSING}/settings`).set(standard).expect(404);
    await t.http.get(`${API}/job/not-a-uuid`).set(standard).expect(400);
    const unknown = await t.http.get(`${API}/no-such-thing`).set(standard).expect(404);
    expect(unknown.headers['content-type']).toMatch(/json/);
  });

  it("hides other companies' jobs (404 everywhere) and lists only the caller's company", async () => {
    const id = await createJob(t, standard, { name: 'Private job' });
    const other = await createOtherCompany(t);
    const otherAdmin = { Authorization: `Bearer ${await t.login(other.adminLogin)}` };
    for (const auth of [outsider, otherAdmin]) {
      await t.http.get(`${API}/job/${id}`).set(auth).expect(404);
      await t.http.get(`${API}/job/${id}/settings`).set(auth).expect(404);
      const theirList = await t.http.get(`${API}/jobs`).set(auth).expect(200);
      expect(theirList.body.jobs.map((job: JobListItem) => job.id)).not.toContain(id);
    }
  });

  it('reads a job of the spine slice (JobCreated v1, JobRenamed) after the upgrade', async () => {
    const legacyId = '7a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
    const store = t.app.get<AppendingEventStore>(EVENT_STORE);
    const legacy = (type: string, data: object): NewEvent => ({
      id: randomUUID(),
      type,
      schemaVersion: 1,
      data,
      metadata: {
        companyId: DEMO_COMPANY_ID,
        actor: { kind: 'system', process: 'spine' },
        correlationId: 'legacy',
        occurredAt: '2026-01-02T03:04:05.000Z',
      },
    });
    const appended = await store.append(
      `job-${legacyId}`,
      [
        legacy('JobCreated', { jobId: legacyId, name: 'Old job' }),
        legacy('JobRenamed', { jobId: legacyId, name: 'Old job renamed' }),
      ],
      { expectedRevision: 'no_stream' },
    );
    await t.app.get(ReadModels).caughtUpWith(appended.position);
    const job = (await t.http.get(`${API}/job/${legacyId}`).set(standard).expect(200)).body;
    expect(job).toMatchObject({
      id: legacyId,
      name: 'Old job renamed',
      status: 'open',
      form: { sections: [] },
    });
    // And it takes today's commands.
    await runCommand(t, legacyId, {
      type: 'AddNote',
      data: { noteId: '8a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', description: 'still here' },
    });
    expect((await t.http.get(`${API}/job/${legacyId}`).set(standard)).body.notes).toHaveLength(1);
  });
});
