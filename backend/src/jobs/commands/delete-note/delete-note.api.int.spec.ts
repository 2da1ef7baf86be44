import type { JobListItem } from '@job-intake/contracts/jobs/jobs-api';
import type { TestApp } from '../../../testing/test-app';
import { API, createJob, type Auth } from '../../testing/job-fixtures';
import { readJob, startJobApiApp, type JobApiApp } from '../../testing/job-api-app';

describe('DELETE /note/{id} (delete-note)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;
  let outsider: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('delete-note');
    ({ t, standard, outsider } = app);
  });
  afterAll(() => app.close());

  const job = (id: string, auth: Auth = standard) => readJob(t, id, auth);

  it('adds and deletes notes; the job counts them', async () => {
    const id = await createJob(t, standard);
    const added = await t.http
      .post(`${API}/note`)
      .set(standard)
      .send({ job_id: id, description: '  Call the owner ' })
      .expect(201);
    expect(added.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      description: 'Call the owner',
      user: { name: 'Stan Standard' },
      created_at: expect.stringMatching(/^\d{4}-/),
    });
    const detail = await job(id);
    expect(detail.notes).toEqual([added.body]);
    const row = ((await t.http.get(`${API}/jobs`).set(standard)).body.jobs as JobListItem[]).find(
      (j) => j.id === id,
    );
    expect(row?.notes).toBe(1);

    await t.http.delete(`${API}/note/${added.body.id}`).set(outsider).expect(404);
    expect(
      (await t.http.delete(`${API}/note/${added.body.id}`).set(standard).expect(200)).body,
    ).toEqual({
      note_id: added.body.id,
    });
    expect((await job(id)).notes).toEqual([]);
    await t.http.delete(`${API}/note/${added.body.id}`).set(standard).expect(404);
  });
});
