import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { DEMO_FORM_ID } from '../forms/seed/demo-form';
import { createTestApp, type TestApp } from '../testing/test-app';
import { UNKNOWN_CUSTOMER } from './commands/create-job/customer-address.reader';
import { fieldTitled, firstCustomerPreset } from './testing/job-api-app';
import {
  API,
  type Auth,
  createJob,
  eventCount,
  ignoreDroppedConnections,
} from './testing/job-fixtures';

/** ADR 0018: the demo form's amount and furnishing dates share their values with the settings. */
describe('form fields mapped to job settings (API)', () => {
  let t: TestApp;
  let reviewer: Auth;

  beforeAll(async () => {
    t = await createTestApp();
    ignoreDroppedConnections(t);
    reviewer = { Authorization: `Bearer ${await t.login('reviewer')}` };
  });
  afterAll(() => t.close());

  const job = async (id: string): Promise<JobDetail> =>
    (await t.http.get(`${API}/job/${id}`).set(reviewer).expect(200)).body;

  it('creating a job fills the mapped fields from the modal and the customer address from the preset', async () => {
    const customer = await firstCustomerPreset(t, reviewer);
    const id = await createJob(t, reviewer, {
      total_contract_amt: '1250.5',
      first_furnishing: '2026-03-01',
      last_furnishing: '2026-04-30',
      customer_id: String(customer.id),
    });
    const detail = await job(id);
    expect(detail.answerData).toMatchObject({
      [fieldTitled(detail, 'Total Contract Amount').id]: '1250.50',
      [fieldTitled(detail, 'First Furnishing Date').id]: '2026-03-01',
      [fieldTitled(detail, 'Last Furnishing Date').id]: '2026-04-30',
    });
    const customerField = detail.form.sections
      .flatMap((section) => section.fields)
      .find((field) => field.type.startsWith('address') && field.type_id === null)!;
    expect(detail.answerData[customerField.id]).toMatchObject({
      company: customer.company,
      city: customer.city,
    });
  });

  it("an edit of a mapped field in the form is the setting's value, and the other way round", async () => {
    const id = await createJob(t, reviewer);
    const detail = await job(id);
    const amount = fieldTitled(detail, 'Total Contract Amount').id;
    await t.http
      .post(`${API}/job/${id}/results`)
      .set(reviewer)
      .send({ id, answers: { [amount]: '$2,000' } })
      .expect(200);
    const settings = (await t.http.get(`${API}/job/${id}/settings`).set(reviewer).expect(200)).body;
    expect(settings.total_contract_amt).toBe('2000.00');

    await t.http
      .patch(`${API}/job/${id}`)
      .set(reviewer)
      .send({ last_furnishing: '2026-05-15' })
      .expect(200);
    const last = fieldTitled(detail, 'Last Furnishing Date').id;
    expect((await job(id)).answerData[last]).toBe('2026-05-15');
  });

  it.each(['999999', 'c-42'])(
    "refuses the customer %s, not one of the company's presets, and stores nothing",
    async (customerId) => {
      const before = await eventCount(t);
      const answer = await t.http
        .post(`${API}/job`)
        .set(reviewer)
        .send({ name: 'Unknown customer', form_id: DEMO_FORM_ID, customer_id: customerId })
        .expect(400);
      expect(answer.body.message).toBe(UNKNOWN_CUSTOMER);
      expect(await eventCount(t)).toBe(before);
    },
  );
});
