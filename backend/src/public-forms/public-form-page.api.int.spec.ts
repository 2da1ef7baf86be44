import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_LOGO_LOCATION, fileUrl } from '@job-intake/contracts/forms/forms-api';
import { CAPTCHA_MISSING, type PublicFormResponse } from '@job-intake/contracts/guests/guest-api';
import { completeDemoAnswers } from '../forms/testing/demo-form-answers';
import { DEMO_VARIANT_UUID } from '../forms/seed/demo-form';
import { API, type Auth } from '../jobs/testing/job-fixtures';
import { DEMO_COMPANY_NAME } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';

/** What the page on /new/{appid} tells a guest: who asks, the logo, what to do about the captcha. */
describe('the public form as a guest sees it (GET /new/{appid}, POST /new)', () => {
  let t: TestApp;
  let admin: Auth;
  const dataDir = mkdtempSync(join(tmpdir(), 'public-form-page-'));

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const openForm = async (appid: string): Promise<PublicFormResponse> =>
    (await t.http.get(`${API}/new/${appid}`).expect(200)).body;

  it("names the form's company", async () => {
    expect((await openForm(DEMO_VARIANT_UUID)).company).toEqual({ name: DEMO_COMPANY_NAME });
  });

  it('shows the default logo for a form without logo variants, served as an image', async () => {
    const { id } = (
      await t.http.post(`${API}/form`).set(admin).send({ name: 'Form without logos' }).expect(201)
    ).body as { id: string };
    await t.pool.query(`UPDATE forms SET status = 'active', mapped = true WHERE id = $1`, [id]);

    const { form_variant } = await openForm(id);
    const logoUrl = fileUrl({ location: DEFAULT_LOGO_LOCATION });
    expect(form_variant).toMatchObject({ title: 'Default', logo_url: logoUrl });

    const image = await t.http.get(logoUrl).buffer(true).expect(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(String(image.body)).toMatch(/^<svg [^>]*aria-label="Job Intake"/);
    expect(String(image.body)).not.toMatch(/<script|href=/i);
  });

  it.each([
    ['without a captcha token', {}],
    ['with an empty one', { recaptcha: '' }],
  ])('asks a person to complete the check when the form comes %s', async (_, captcha) => {
    const { form } = await openForm(DEMO_VARIANT_UUID);
    const answer = await t.http
      .post(`${API}/new`)
      .send({
        appid: DEMO_VARIANT_UUID,
        project_name: 'No captcha',
        answers: completeDemoAnswers(form),
        ...captcha,
      })
      .expect(400);
    expect([answer.body.message].flat()).toEqual([CAPTCHA_MISSING]);
  });
});
