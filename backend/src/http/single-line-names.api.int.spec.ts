import { singleLineMessage } from '@job-intake/contracts/text/single-line';
import { DEMO_FORM_ID } from '../forms/seed/demo-form';
import { API, createJob, type Auth } from '../jobs/testing/job-fixtures';
import { DEMO_COMPANY_ID } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';

const BROKEN_NAMES = ['Acme\r\nBcc: x@example.com', 'Acme\tBuilders', 'Acme\u2028Builders'];

describe('single-line names: company and job names refuse control characters (400)', () => {
  let t: TestApp;
  let superAdmin: Auth;
  let standard: Auth;
  let reviewer: Auth;

  beforeAll(async () => {
    t = await createTestApp();
    superAdmin = { Authorization: `Bearer ${await t.login('super')}` };
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
    reviewer = { Authorization: `Bearer ${await t.login('reviewer')}` };
  });
  afterAll(() => t.close());

  const messageOf = (body: { message: unknown }) => JSON.stringify(body.message);

  it.each(BROKEN_NAMES)('refuses the company name %j, new or changed', async (name) => {
    const created = await t.http
      .post(`${API}/company`)
      .set(superAdmin)
      .send({ company: { name, status: 'setup' } })
      .expect(400);
    expect(messageOf(created.body)).toContain(singleLineMessage('company.name'));
    const changed = await t.http
      .patch(`${API}/company/${DEMO_COMPANY_ID}`)
      .set(superAdmin)
      .send({ name })
      .expect(400);
    expect(messageOf(changed.body)).toContain(singleLineMessage('name'));
  });

  it.each(BROKEN_NAMES)('refuses the job name %j, new or changed', async (name) => {
    const created = await t.http
      .post(`${API}/job`)
      .set(standard)
      .send({ name, form_id: DEMO_FORM_ID })
      .expect(400);
    expect(messageOf(created.body)).toContain(singleLineMessage('name'));
    const jobId = await createJob(t, reviewer);
    const changed = await t.http
      .patch(`${API}/job/${jobId}`)
      .set(reviewer)
      .send({ name })
      .expect(400);
    expect(messageOf(changed.body)).toContain(singleLineMessage('name'));
  });
});
