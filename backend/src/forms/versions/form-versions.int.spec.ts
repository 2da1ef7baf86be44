import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FieldDto, FormDto, SectionDto } from '@job-intake/contracts/forms/forms-api';
import { DEMO_COMPANY_ID, PROVIDER_COMPANY_ID } from '../../seed/demo-seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { FormVersions } from './form-versions.service';

type Auth = { Authorization: string };
const API = '/api/v1';

describe('FormVersions (published snapshots for jobs)', () => {
  let t: TestApp;
  let admin: Auth;
  let versions: FormVersions;
  const dataDir = mkdtempSync(join(tmpdir(), 'form-versions-'));

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
    versions = t.app.get(FormVersions);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const patch = async <T>(formId: string, body: object): Promise<T> =>
    (await t.http.patch(`${API}/form/${formId}`).set(admin).send(body).expect(200)).body as T;

  async function formWithField() {
    const form: FormDto = (
      await t.http.post(`${API}/form`).set(admin).send({ name: 'Versioned' }).expect(201)
    ).body;
    const section = await patch<SectionDto>(form.id, {
      type: 'section',
      section: { title: 'Owner' },
    });
    const field = await patch<FieldDto>(form.id, {
      type: 'field',
      field: {
        type: 'choice',
        title: 'Kind',
        section_id: section.id,
        choices: [
          { id: 'key_1', name: 'A' },
          { id: 'key_2', name: 'B' },
        ],
      },
    });
    return { form, section, field };
  }
  const versionRows = async (formId: string) =>
    (
      await t.pool.query('SELECT count(*)::int AS n FROM form_versions WHERE form_id = $1', [
        formId,
      ])
    ).rows[0].n;

  it('publishes version 1 and reuses it while the content is unchanged', async () => {
    const { form, section, field } = await formWithField();
    const first = await versions.snapshotForNewJob(DEMO_COMPANY_ID, form.id);
    expect(first).toEqual({
      form_version_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      version: 1,
      snapshot: {
        id: form.id,
        name: 'Versioned',
        title: 'Versioned',
        message: '',
        footnote: '',
        config: form.config,
        company_id: DEMO_COMPANY_ID,
        sections: [{ ...section, fields: [field] }],
      },
    });
    const again = await versions.snapshotForNewJob(DEMO_COMPANY_ID, form.id);
    expect(again.form_version_id).toBe(first.form_version_id);
    expect(again.version).toBe(1);
    expect(again.snapshot).toEqual(first.snapshot);
    expect(await versionRows(form.id)).toBe(1);
  });

  it('keeps a published snapshot unchanged when the form is edited, and publishes N+1 only for a content change', async () => {
    const { form, section, field } = await formWithField();
    const v1 = await versions.snapshotForNewJob(DEMO_COMPANY_ID, form.id);

    // Availability and logos are not content: no new version.
    await patch(form.id, { type: 'message', status: 'active', mapped: true });
    await t.http
      .post(`${API}/form/logo`)
      .set(admin)
      .field('title', 'Logo')
      .field('form_id', form.id)
      .expect(200);
    expect((await versions.snapshotForNewJob(DEMO_COMPANY_ID, form.id)).form_version_id).toBe(
      v1.form_version_id,
    );

    // Retitle a field and delete a choice: version 2; version 1 still says what it said.
    await patch(form.id, {
      type: 'field',
      field: { id: field.id, title: 'Kind of work' },
      deletedChoices: ['key_2'],
    });
    const v2 = await versions.snapshotForNewJob(DEMO_COMPANY_ID, form.id);
    expect(v2.version).toBe(2);
    expect(v2.snapshot.sections[0]?.fields[0]).toMatchObject({
      id: field.id,
      title: 'Kind of work',
      choices: [{ id: 'key_1', name: 'A' }],
    });
    const storedV1 = await versions.getVersion(v1.form_version_id);
    expect(storedV1).toMatchObject({ form_id: form.id, version: 1, snapshot: v1.snapshot });
    expect(storedV1.snapshot.sections[0]?.fields[0]).toMatchObject({
      title: 'Kind',
      choices: field.choices,
    });

    // Retype, then delete the field and its section in the live form: field ids stay stable in
    // the new version, and neither earlier snapshot changes.
    await patch(form.id, { type: 'field', field: { id: field.id, type: 'text' } });
    const v3 = await versions.snapshotForNewJob(DEMO_COMPANY_ID, form.id);
    expect(v3.version).toBe(3);
    expect(v3.snapshot.sections[0]?.fields[0]).toMatchObject({
      id: field.id,
      type: 'text',
      choices: [],
    });
    await patch(form.id, { type: 'delete_field', field: { id: field.id } });
    await patch(form.id, { type: 'delete_section', section: { id: section.id } });
    const v4 = await versions.snapshotForNewJob(DEMO_COMPANY_ID, form.id);
    expect(v4).toMatchObject({ version: 4, snapshot: { sections: [] } });
    expect((await versions.getVersion(v1.form_version_id)).snapshot).toEqual(v1.snapshot);
    expect((await versions.getVersion(v2.form_version_id)).snapshot).toEqual(v2.snapshot);
    expect((await versions.getVersion(v3.form_version_id)).snapshot).toEqual(v3.snapshot);
    expect(await versionRows(form.id)).toBe(4);
  });

  it('publishes one version when many jobs are created at once after a change', async () => {
    const { form, field } = await formWithField();
    await versions.snapshotForNewJob(DEMO_COMPANY_ID, form.id);
    await patch(form.id, { type: 'field', field: { id: field.id, title: 'Changed' } });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => versions.snapshotForNewJob(DEMO_COMPANY_ID, form.id)),
    );
    expect(new Set(results.map((result) => result.form_version_id)).size).toBe(1);
    expect(results.every((result) => result.version === 2)).toBe(true);
    expect(await versionRows(form.id)).toBe(2);
  });

  it("refuses another company's or a deleted form, but keeps serving versions of a deleted form", async () => {
    const { form } = await formWithField();
    await expect(versions.snapshotForNewJob(PROVIDER_COMPANY_ID, form.id)).rejects.toMatchObject({
      kind: 'not_found',
    });
    const v1 = await versions.snapshotForNewJob(DEMO_COMPANY_ID, form.id);
    await t.http.delete(`${API}/form/${form.id}`).set(admin).expect(200);
    await expect(versions.snapshotForNewJob(DEMO_COMPANY_ID, form.id)).rejects.toMatchObject({
      kind: 'not_found',
    });
    expect((await versions.getVersion(v1.form_version_id, DEMO_COMPANY_ID)).snapshot).toEqual(
      v1.snapshot,
    );
    await expect(
      versions.getVersion(v1.form_version_id, PROVIDER_COMPANY_ID),
    ).rejects.toMatchObject({
      kind: 'not_found',
    });
    await expect(versions.getVersion('not-a-version')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('stores versions immutably: the database refuses to change one', async () => {
    const { form } = await formWithField();
    const v1 = await versions.snapshotForNewJob(DEMO_COMPANY_ID, form.id);
    await expect(
      t.pool.query(`UPDATE form_versions SET snapshot = '{}' WHERE id = $1`, [v1.form_version_id]),
    ).rejects.toThrow(/immutable/);
    expect((await versions.getVersion(v1.form_version_id)).snapshot).toEqual(v1.snapshot);
  });
});
