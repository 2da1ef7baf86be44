import type { TestApp } from '../../testing/test-app';
import { API, createJob, eventCount, runCommand, type Auth } from '../testing/job-fixtures';
import {
  MISSING,
  listJobs,
  otherCompanyMember,
  readHistory,
  startJobApiApp,
  type JobApiApp,
} from '../testing/job-api-app';

const settingsPath = (id: string) => `${API}/job/${id}`;

describe('GET /job/{id} and GET /jobs/{id} (open-job): the job, and History records the view', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;
  let reviewer: Auth;
  let outsider: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('open-job');
    ({ t, standard, reviewer, outsider } = app);
  });
  afterAll(() => app.close());

  it('serves the job under both of the spec names, with the same guards', async () => {
    const id = await createJob(t, standard, { name: 'Both paths' });
    const byJob = await t.http.get(`${API}/job/${id}`).set(standard).expect(200);
    const byJobs = await t.http.get(`${API}/jobs/${id}`).set(standard).expect(200);
    expect(byJobs.body).toEqual(byJob.body);
    expect(byJobs.body).toMatchObject({
      id,
      name: 'Both paths',
      form: { sections: expect.any(Array) },
    });
    const byUuid = await t.http.get(`${API}/jobs/${byJob.body.uuid}`).set(standard).expect(200);
    expect(byUuid.body.id).toBe(id);

    await t.http.get(`${API}/jobs/${id}`).expect(401);
    await t.http.get(`${API}/jobs/${MISSING}`).set(standard).expect(404);
    const bad = await t.http.get(`${API}/jobs/not-a-uuid`).set(standard).expect(400);
    expect(JSON.stringify(bad.body.message)).toMatch(/uuid/);
    for (const stranger of [outsider, await otherCompanyMember(t)]) {
      await t.http.get(`${API}/jobs/${id}`).set(stranger).expect(404);
      await t.http.get(`${API}/job/${id}`).set(stranger).expect(404);
    }
  });

  it("records each staff user's view once an hour, in History as 'view' with their name", async () => {
    const id = await createJob(t, standard, { name: 'Viewed' });
    const before = await eventCount(t, id);
    await t.http.get(`${API}/job/${id}`).set(standard).expect(200);
    await t.http.get(`${API}/jobs/${id}`).set(standard).expect(200);
    await t.http.get(`${API}/job/${id}`).set(reviewer).expect(200);
    expect(await eventCount(t, id)).toBe(before + 2);
    const views = (await readHistory(t, id, reviewer)).filter((entry) => entry.action === 'view');
    expect(views.map((entry) => [entry.user.name, entry.parameter])).toEqual([
      ['Stan Standard', 'Viewed the job'],
      ['Rita Reviewer', 'Viewed the job'],
    ]);
  });

  it("answers a revision that counts the caller's own view, and a view is no change", async () => {
    const id = await createJob(t, standard, { name: 'Quiet' });
    const listed = (await listJobs(t, 'open', standard)).find((job) => job.id === id);
    const opened = (await t.http.get(`${API}/job/${id}`).set(standard).expect(200)).body;
    expect(opened.revision).toBe((await eventCount(t, id)) - 1);
    // The lists' "last change" stays where it was.
    const after = (await listJobs(t, 'open', standard)).find((job) => job.id === id);
    expect(after?.updated_at).toBe(listed?.updated_at);
    expect(opened.updated_at).toBe(listed?.updated_at);
  });

  it("does not make another user's open Settings report a conflict, a real change still does", async () => {
    const id = await createJob(t, reviewer, { name: 'Two users' });
    const seen = (await t.http.get(`${API}/job/${id}`).set(reviewer).expect(200)).body.revision;
    // Stan opens the job while Rita edits its settings: his view moves the stream's revision.
    await t.http.get(`${API}/job/${id}`).set(standard).expect(200);
    const saved = await t.http
      .patch(settingsPath(id))
      .set(reviewer)
      .send({ reference_no: 'R-2', expected_revision: seen })
      .expect(200);
    expect(saved.body).toEqual({ result: true, revision: seen + 2 });
    // A change to the job itself after what she saw is still a conflict.
    await runCommand(t, id, { type: 'UpdateSettings', data: { changes: { name: 'Renamed' } } });
    await t.http
      .patch(settingsPath(id))
      .set(reviewer)
      .send({ reference_no: 'R-3', expected_revision: saved.body.revision })
      .expect(409);
  });
});

describe("DELETE /job/{id}/user-submitted (clear-customer-values): History's clear_user_input", () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;
  let reviewer: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('clear-customer-values');
    ({ t, standard, reviewer } = app);
  });
  afterAll(() => app.close());

  it("sets the customer's values aside and records it; then there is nothing to clear", async () => {
    const id = await createJob(t, reviewer, { reference_no: 'R-1' });
    await runCommand(
      t,
      id,
      { type: 'SubmitCustomerValues', data: { values: { reference_no: 'C-9' } } },
      { actor: { kind: 'guest' } },
    );
    const path = `${API}/job/${id}/user-submitted`;
    await t.http.delete(path).set(standard).expect(403);
    await t.http
      .delete(path)
      .set(await otherCompanyMember(t))
      .expect(404);
    await t.http.delete(`${API}/job/not-a-uuid/user-submitted`).set(reviewer).expect(400);
    await t.http.delete(path).set(reviewer).expect(200);
    const job = (await t.http.get(`${API}/job/${id}`).set(reviewer).expect(200)).body;
    expect(job).toMatchObject({ reference_no: 'R-1', user_submitted: {} });
    const cleared = (await readHistory(t, id, reviewer)).filter(
      (entry) => entry.action === 'clear_user_input',
    );
    expect(cleared.map((entry) => [entry.user.name, entry.parameter])).toEqual([
      ['Rita Reviewer', "Cleared the customer's values: Reference #"],
    ]);
    const again = await t.http.delete(path).set(reviewer).expect(409);
    expect(again.body.message).toBe('There are no customer values to clear.');
  });
});
