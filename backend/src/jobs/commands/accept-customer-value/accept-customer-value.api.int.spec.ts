import { NO_API_KEY_MESSAGE } from '@job-intake/contracts/jobs/jobs-api';
import type { TestApp } from '../../../testing/test-app';
import { API, createJob, eventCount, runCommand, type Auth } from '../../testing/job-fixtures';
import {
  otherCompanyMember,
  readJob,
  startJobApiApp,
  type JobApiApp,
} from '../../testing/job-api-app';

describe('POST /job/{id}/settings (accept-customer-value)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;
  let reviewer: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('accept-customer-value');
    ({ t, standard, reviewer } = app);
  });
  afterAll(() => app.close());

  const job = (id: string, auth: Auth = standard) => readJob(t, id, auth);
  const limitedOther = () => otherCompanyMember(t);

  it("makes the customer's value the job's value", async () => {
    const id = await createJob(t, reviewer, { selectedLocation: '5001' });
    const created = await job(id, reviewer);
    const events = await eventCount(t, id);
    await runCommand(
      t,
      id,
      {
        type: 'SubmitCustomerValues',
        data: { values: { total_claim_amt: '150.00', location: '5002' } },
      },
      { actor: { kind: 'guest' } },
    );
    expect(
      (await t.http.get(`${API}/job/${id}/settings`).set(reviewer)).body.user_submitted,
    ).toEqual({
      total_claim_amt: '150.00',
      location: '5002',
    });
    const accepted = await t.http
      .post(`${API}/job/${id}/settings`)
      .set(reviewer)
      .send({ field: 'total_claim_amt' })
      .expect(200);
    // The guest's values, then their acceptance.
    expect(accepted.body).toEqual({ result: true, revision: created.revision + 2 });
    await t.http
      .post(`${API}/job/${id}/settings`)
      .set(reviewer)
      .send({ field: 'location' })
      .expect(200);
    expect(await job(id, reviewer)).toMatchObject({
      total_claim_amt: '150.00',
      location: '5002',
      location_desc: 'Demo Construction Co. – Akron Yard (Akron, OH)',
      user_submitted: {},
    });
    const again = await t.http
      .post(`${API}/job/${id}/settings`)
      .set(reviewer)
      .send({ field: 'location' })
      .expect(409);
    expect(again.body.message).toBe('There is no customer value for this field to accept.');
    expect(await eventCount(t, id)).toBe(events + 3);
  });

  it('needs an API key (403), a known field (400) and a job of the company (404)', async () => {
    const id = await createJob(t, standard);
    const before = await eventCount(t, id);
    expect(
      (
        await t.http
          .post(`${API}/job/${id}/settings`)
          .set(standard)
          .send({ field: 'name' })
          .expect(403)
      ).body.message,
    ).toBe(NO_API_KEY_MESSAGE);
    const bad = await t.http
      .post(`${API}/job/${id}/settings`)
      .set(reviewer)
      .send({ field: 'status' })
      .expect(400);
    expect(JSON.stringify(bad.body.message)).toContain('field must be one of: name, reference_no');
    await t.http
      .post(`${API}/job/${id}/settings`)
      .set(await limitedOther())
      .send({ field: 'name' })
      .expect(404);
    expect(await eventCount(t, id)).toBe(before);
  });
});
