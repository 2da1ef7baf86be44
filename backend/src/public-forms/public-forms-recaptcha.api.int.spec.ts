import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CAPTCHA_EXPIRED, CAPTCHA_INVALID } from '@job-intake/contracts/guests/guest-api';
import { startRecaptchaSandbox, type RecaptchaSandbox } from '../captcha/testing/recaptcha-sandbox';
import { ALTCHA_CHALLENGE_PATH } from '../captcha/altcha.captcha';
import { DEMO_VARIANT_UUID } from '../forms/seed/demo-form';
import { API, eventCount, ignoreDroppedConnections } from '../jobs/testing/job-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { completeDemoAnswers } from '../forms/testing/demo-form-answers';

describe('the public form with CAPTCHA_PROVIDER=recaptcha', () => {
  let t: TestApp;
  let sandbox: RecaptchaSandbox;
  const dataDir = mkdtempSync(join(tmpdir(), 'public-forms-recaptcha-'));

  beforeAll(async () => {
    sandbox = await startRecaptchaSandbox();
    t = await createTestApp({
      DATA_DIR: dataDir,
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'sandbox-site-key',
      RECAPTCHA_SECRET: sandbox.secret,
      RECAPTCHA_VERIFY_URL: sandbox.verifyUrl,
    });
    ignoreDroppedConnections(t);
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the reCAPTCHA site key and issues no ALTCHA challenge', async () => {
    const form = await t.http.get(`${API}/new/${DEMO_VARIANT_UUID}`).expect(200);
    expect(form.body.captcha).toEqual({ provider: 'recaptcha', siteKey: 'sandbox-site-key' });
    await t.http.get(ALTCHA_CHALLENGE_PATH).expect(404);
  });

  it('creates the job with a token siteverify accepts, once; anything else is 400', async () => {
    const form = (await t.http.get(`${API}/new/${DEMO_VARIANT_UUID}`).expect(200)).body.form;
    const post = (recaptcha: string) =>
      t.http.post(`${API}/new`).send({
        appid: DEMO_VARIANT_UUID,
        project_name: 'Via reCAPTCHA',
        recaptcha,
        answers: completeDemoAnswers(form),
      });
    const token = sandbox.issueToken();
    await post(token).expect(201);
    const before = await eventCount(t);
    expect((await post(token).expect(400)).body.message).toBe(CAPTCHA_EXPIRED);
    expect((await post('made-up').expect(400)).body.message).toBe(CAPTCHA_INVALID);
    expect(await eventCount(t)).toBe(before);
  });
});
