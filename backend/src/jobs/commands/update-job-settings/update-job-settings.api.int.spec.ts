import { NO_API_KEY_MESSAGE } from '@job-intake/contracts/jobs/jobs-api';
import type { TestApp } from '../../../testing/test-app';
import { API, createJob, eventCount, type Auth } from '../../testing/job-fixtures';
import {
  MISSING,
  otherCompanyMember,
  postStatus,
  readJob,
  startJobApiApp,
  type JobApiApp,
} from '../../testing/job-api-app';

describe('PATCH /job/{id} (update-job-settings: the Settings panel)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;
  let reviewer: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('update-job-settings');
    ({ t, standard, reviewer } = app);
  });
  afterAll(() => app.close());

  const job = (id: string, auth: Auth = standard) => readJob(t, id, auth);
  const setStatus = (id: string, status: string, auth: Auth = standard) =>
    postStatus(t, id, status, auth);
  const limitedOther = () => otherCompanyMember(t);

  it('saves only what changed, with the location label, and answers the new revision', async () => {
    const id = await createJob(t, reviewer, { name: 'Harbor Bridge', selectedLocation: '5001' });
    const created = (await job(id, reviewer)).revision;
    const saved = await t.http
      .patch(`${API}/job/${id}`)
      .set(reviewer)
      .send({
        name: 'Harbor Bridge East',
        reference_no: 'HB-2',
        selectedLocation: 5002,
        selectedContact: '100250',
        first_furnishing: '2026-05-01',
        ff_est: true,
        last_furnishing: null,
        total_claim_amt: '99.9',
        expected_revision: created,
      })
      .expect(200);
    // The settings, then the answers of the form's mapped furnishing dates (ADR 0018).
    const revision = created + 2;
    expect(saved.body).toEqual({ result: true, revision });
    expect(await job(id, reviewer)).toMatchObject({
      name: 'Harbor Bridge East',
      reference_no: 'HB-2',
      location: '5002',
      location_desc: 'Demo Construction Co. – Akron Yard (Akron, OH)',
      contact: '100250',
      first_furnishing: '2026-05-01',
      ff_est: true,
      last_furnishing: null,
      total_claim_amt: '99.90',
      total_contract_amt: '0.00',
      revision,
    });
    const settings = await t.http.get(`${API}/job/${id}/settings`).set(reviewer).expect(200);
    expect(settings.body).toEqual({
      name: 'Harbor Bridge East',
      reference_no: 'HB-2',
      location: '5002',
      contact: '100250',
      first_furnishing: '2026-05-01',
      ff_est: true,
      last_furnishing: null,
      lf_est: false,
      total_contract_amt: '0.00',
      total_claim_amt: '99.90',
      user: { name: 'Rita Reviewer' },
      user_submitted: {},
    });
    // Sending the same values again changes nothing.
    const same = await t.http
      .patch(`${API}/job/${id}`)
      .set(reviewer)
      .send({ name: 'Harbor Bridge East' })
      .expect(200);
    expect(same.body).toEqual({ result: true, revision });
  });

  it('refuses a stale revision with 409 and keeps the newer value', async () => {
    const id = await createJob(t, reviewer, { name: 'Stale' });
    const { revision } = await job(id, reviewer);
    await t.http
      .patch(`${API}/job/${id}`)
      .set(reviewer)
      .send({ name: 'Fresh', expected_revision: revision })
      .expect(200);
    const before = await eventCount(t, id);
    const stale = await t.http
      .patch(`${API}/job/${id}`)
      .set(reviewer)
      .send({ name: 'Overwritten', expected_revision: revision })
      .expect(409);
    expect(stale.body.message).toMatch(/changed by someone else/);
    expect(await eventCount(t, id)).toBe(before);
    expect((await job(id)).name).toBe('Fresh');
  });

  it('is refused without an API key (403), and nothing is stored', async () => {
    const id = await createJob(t, standard);
    const before = await eventCount(t, id);
    const answer = await t.http
      .patch(`${API}/job/${id}`)
      .set(standard)
      .send({ name: 'Nope' })
      .expect(403);
    expect(answer.body.message).toBe(NO_API_KEY_MESSAGE);
    expect(await eventCount(t, id)).toBe(before);
  });

  it.each([
    [{ name: '' }, 'name should not be empty'],
    [{ name: null }, 'name should not be empty'],
    [{ first_furnishing: '2026-13-01' }, 'first_furnishing must be a real date as YYYY-MM-DD'],
    [{ total_contract_amt: '1,000.00' }, 'total_contract_amt must be an amount like 1234.50'],
    [{ total_contract_amt: null }, 'total_contract_amt must be a string'],
    [{ selectedContact: 'x1' }, 'selectedContact must be a provider id (digits)'],
    [{ expected_revision: -1 }, 'expected_revision must not be less than 0'],
    [{ status: 'open' }, 'property status should not exist'],
    [
      { selectedLocation: '5004' },
      'selectedLocation 5004 is not one of your active provider locations',
    ],
    [{ selectedContact: '100260' }, 'selectedContact 100260 is not a contact of location 5001'],
  ])('refuses %j with 400 and stores nothing', async (body, message) => {
    const id = await createJob(t, reviewer, { selectedLocation: '5001' });
    const before = await eventCount(t, id);
    const answer = await t.http.patch(`${API}/job/${id}`).set(reviewer).send(body).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(message);
    expect(await eventCount(t, id)).toBe(before);
  });

  it('is 404 for a job of another company or none, and 409 once the job cannot be edited', async () => {
    const id = await createJob(t, reviewer);
    const before = await eventCount(t, id);
    const otherMember = await limitedOther();
    await t.http
      .patch(`${API}/job/${id}`)
      .set(otherMember)
      .send({ name: 'Taken over' })
      .expect(404);
    await t.http.patch(`${API}/job/${MISSING}`).set(reviewer).send({ name: 'x' }).expect(404);
    await setStatus(id, 'archived').expect(200);
    const refused = await t.http
      .patch(`${API}/job/${id}`)
      .set(reviewer)
      .send({ name: 'x' })
      .expect(409);
    expect(refused.body.message).toBe('This job is Archived and can no longer be edited.');
    // Only the archiving is stored.
    expect(await eventCount(t, id)).toBe(before + 1);
  });
});
