import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FormDto } from '@job-intake/contracts/forms/forms-api';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { DEMO_FORM_ID } from '../../seed/demo-form';
import { LIMIT_MESSAGE } from './build-form.http.controller';

type Auth = { Authorization: string };
const API = '/api/v1';
const MISSING_ID = '3b0f5f55-3b8e-4a8b-9b0c-5a9b1c1e2d3f';

describe('GET /build/{id}/filter/{limit} (build-form)', () => {
  let t: TestApp;
  let admin: Auth;
  let standard: Auth;
  let outsider: Auth;
  const dataDir = mkdtempSync(join(tmpdir(), 'build-form-'));

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
    outsider = { Authorization: `Bearer ${await t.login('super')}` };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const build = (path: string, auth: Auth = standard) =>
    t.http.get(`${API}/build/${path}`).set(auth);

  it('answers the form as the job form renders it, every section by default (limit 0)', async () => {
    const form: FormDto = (await t.http.get(`${API}/form/${DEMO_FORM_ID}`).set(admin).expect(200))
      .body;
    expect(form.sections.length).toBeGreaterThan(1);
    const all = (await build(DEMO_FORM_ID).expect(200)).body as FormDto;
    expect(all).toMatchObject({ id: DEMO_FORM_ID, name: form.name, config: form.config });
    expect(all.sections).toEqual(form.sections);
    expect((await build(`${DEMO_FORM_ID}/filter/0`).expect(200)).body).toEqual(all);
  });

  it('keeps only the first {limit} sections, in their order', async () => {
    const one = (await build(`${DEMO_FORM_ID}/filter/1`).expect(200)).body as FormDto;
    const all = (await build(DEMO_FORM_ID).expect(200)).body as FormDto;
    const first = [...all.sections].sort((a, b) => a.order - b.order)[0];
    expect(one.sections).toEqual([first]);
    const many = (await build(`${DEMO_FORM_ID}/filter/1000`).expect(200)).body as FormDto;
    expect(many.sections).toHaveLength(all.sections.length);
  });

  it('answers 400 with a message for a limit that is not a whole number of sections', async () => {
    for (const limit of ['abc', '-1', '1.5']) {
      const bad = await build(`${DEMO_FORM_ID}/filter/${limit}`).expect(400);
      expect(bad.body.message).toBe(LIMIT_MESSAGE);
    }
    await build('not-a-uuid').expect(400);
  });

  it("needs a signed-in user of the form's company who may see the form (404 otherwise)", async () => {
    await t.http.get(`${API}/build/${DEMO_FORM_ID}`).expect(401);
    await build(MISSING_ID).expect(404);
    await build(DEMO_FORM_ID, outsider).expect(404);
    // A form still pending is the builders' only.
    const pending: FormDto = (
      await t.http.post(`${API}/form`).set(admin).send({ name: 'Draft form' }).expect(201)
    ).body;
    await build(`${pending.id}/filter/0`, standard).expect(404);
    await build(`${pending.id}/filter/0`, admin).expect(200);
  });
});
