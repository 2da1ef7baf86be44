import type { Challenge } from 'altcha-lib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import { ALTCHA_CHALLENGE_PATH } from '../../../captcha/altcha.captcha';
import { solveAltcha } from '../../../captcha/testing/solve-altcha';
import { DEMO_VARIANT_UUID } from '../../../forms/seed/demo-form';
import { completeDemoAnswers } from '../../../forms/testing/demo-form-answers';
import { API, ignoreDroppedConnections } from '../../../jobs/testing/job-fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';

const JOBS_PER_DAY = 3;
const CAP_REACHED = `This form takes at most ${JOBS_PER_DAY} submissions a day, and they are used. Your form was not sent; please try again tomorrow or contact the company directly.`;

/** Decision 0031: what many addresses, each with a solved captcha, can create through POST /new. */
describe("POST /new: a public form's daily cap of jobs", () => {
  let t: TestApp;
  let form: FormSnapshot;
  const dataDir = mkdtempSync(join(tmpdir(), 'public-jobs-per-form-'));

  beforeAll(async () => {
    t = await createTestApp({
      DATA_DIR: dataDir,
      ALTCHA_COST: '1',
      TRUST_PROXY: 'loopback',
      PUBLIC_JOBS_PER_FORM_PER_DAY: String(JOBS_PER_DAY),
    });
    ignoreDroppedConnections(t);
    form = (await t.http.get(`${API}/new/${DEMO_VARIANT_UUID}`).expect(200)).body.form;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const jobCount = async () =>
    (await t.pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'JobCreated'")).rows[0]
      .n as number;
  /** A submission of the demo form from its own address, with a captcha it solved. */
  const submit = async (from: string, answers = completeDemoAnswers(form)) => {
    const challenge = await t.http.get(ALTCHA_CHALLENGE_PATH).set('X-Forwarded-For', from);
    return t.http
      .post(`${API}/new`)
      .set('X-Forwarded-For', from)
      .send({
        appid: DEMO_VARIANT_UUID,
        project_name: 'Guest Mall',
        recaptcha: await solveAltcha(challenge.body as Challenge),
        answers,
      });
  };

  it('a submission the form refuses takes none of the day', async () => {
    expect((await submit('198.51.100.1', {})).status).toBe(400);
    expect(await jobCount()).toBe(0);
  });

  it(`creates ${JOBS_PER_DAY} jobs a day from every address together, also when they arrive at once`, async () => {
    const answers = await Promise.all(
      ['198.51.100.2', '198.51.100.3', '203.0.113.4', '203.0.113.5', '192.0.2.6'].map((from) =>
        submit(from),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    for (const refused of answers.filter((answer) => answer.status === 429))
      expect(refused.body.message).toBe(CAP_REACHED);
    expect(await jobCount()).toBe(JOBS_PER_DAY);
  });

  it('refuses a further job with 429 naming the cap, and stores nothing', async () => {
    const refused = await submit('192.0.2.99');
    expect([refused.status, refused.body.message]).toEqual([429, CAP_REACHED]);
    expect(await jobCount()).toBe(JOBS_PER_DAY);
  });
});
