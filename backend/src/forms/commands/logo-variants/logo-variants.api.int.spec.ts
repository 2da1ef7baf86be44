import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE_MESSAGE,
  LOGO_DIMENSIONS_MESSAGE,
  LOGO_TYPE_MESSAGE,
  VARIANT_UUID_MESSAGE,
  VARIANT_UUID_TAKEN_MESSAGE,
  type FormDto,
  type FormSummaryDto,
  type FormVariantDto,
} from '@job-intake/contracts/forms/forms-api';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { DEMO_FORM_ID, DEMO_VARIANT_UUID } from '../../seed/demo-form';
import {
  NOT_AN_IMAGE,
  oversizedPng,
  SAMPLE_IMAGES,
  SVG_WITH_SCRIPT,
} from '../../testing/sample-images';

type Auth = { Authorization: string };
const API = '/api/v1';
const GENERATED = /^files\/logos\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

describe('logo variants and the public file route', () => {
  let t: TestApp;
  let admin: Auth;
  let standard: Auth;
  let outsider: Auth;
  const dataDir = mkdtempSync(join(tmpdir(), 'logo-api-'));
  const logosDir = join(dataDir, 'uploads', 'logos');

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

  async function createForm(auth: Auth = admin): Promise<FormDto> {
    return (await t.http.post(`${API}/form`).set(auth).send({ name: 'Logo form' }).expect(201))
      .body;
  }
  function upload(
    fields: Record<string, string>,
    file?: { content: Buffer; name: string; type?: string },
    auth: Auth = admin,
  ) {
    let request = t.http.post(`${API}/form/logo`).set(auth);
    for (const [key, value] of Object.entries(fields)) request = request.field(key, value);
    if (file) {
      request = request.attach('file', file.content, {
        filename: file.name,
        contentType: file.type ?? 'image/png',
      });
    }
    return request;
  }
  const storedFiles = () => (existsSync(logosDir) ? readdirSync(logosDir) : []);
  const fileRows = async () =>
    (await t.pool.query('SELECT count(*)::int AS n FROM files')).rows[0].n;

  it('creates a variant with a PNG logo, served publicly with its real content type', async () => {
    const form = await createForm();
    const { body } = await upload(
      { title: '  Acme Supply ', form_id: form.id },
      { content: SAMPLE_IMAGES.png, name: 'acme.png' },
    ).expect(200);
    const variant = body as FormVariantDto;
    expect(variant).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Acme Supply',
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      file_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      file: { location: expect.stringMatching(GENERATED) },
      form_id: form.id,
      created_at: expect.any(String),
    });
    const image = await t.http.get(`${API}/${variant.file?.location}`).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const served = await sharp(image.body as Buffer).metadata();
    expect([served.format, served.width, served.height]).toEqual(['png', 1, 1]);

    const forms: FormSummaryDto[] = (await t.http.get(`${API}/forms`).set(admin)).body.forms;
    expect(forms.find((item) => item.id === form.id)?.form_variant).toEqual([variant]);
    const row = await t.pool.query(
      'SELECT original_name, mime_type, size, company_id FROM files WHERE id = $1',
      [variant.file_id],
    );
    expect(row.rows[0]).toMatchObject({
      original_name: 'acme.png',
      mime_type: 'image/png',
      size: (image.body as Buffer).length,
    });
  });

  it.each([
    ['jpg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
  ] as const)(
    'takes a %s logo by its content, whatever the name and stated type',
    async (kind, mime) => {
      const form = await createForm();
      const { body } = await upload(
        { title: kind, form_id: form.id },
        { content: SAMPLE_IMAGES[kind], name: 'logo.bin', type: 'application/octet-stream' },
      ).expect(200);
      expect(body.file.location).toMatch(new RegExp(`\\.${kind}$`));
      const image = await t.http.get(`${API}/${body.file.location}`).expect(200);
      expect(image.headers['content-type']).toBe(mime);
    },
  );

  it.each([
    ['an SVG (it can carry script)', SVG_WITH_SCRIPT, 'logo.svg', 'image/svg+xml'],
    ['a script named like a PNG', NOT_AN_IMAGE, 'logo.png', 'image/png'],
  ])('refuses %s with 400, storing nothing', async (_, content, name, type) => {
    const form = await createForm();
    const [files, rows] = [storedFiles(), await fileRows()];
    const answer = await upload({ title: 'Bad', form_id: form.id }, { content, name, type }).expect(
      400,
    );
    expect(answer.body.message).toBe(LOGO_TYPE_MESSAGE);
    expect(storedFiles()).toEqual(files);
    expect(await fileRows()).toBe(rows);
    expect(
      (await t.http.get(`${API}/form/${form.id}`).set(admin)).body.form_variant[0].is_default,
    ).toBe(true);
  });

  it('refuses a small PNG announcing 10000 × 10000 pixels with 400, storing nothing', async () => {
    const form = await createForm();
    const huge = Buffer.from(SAMPLE_IMAGES.png);
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(10_000, 20);
    const [files, rows] = [storedFiles(), await fileRows()];
    const answer = await upload(
      { title: 'Huge', form_id: form.id },
      { content: huge, name: 'huge.png' },
    ).expect(400);
    expect(answer.body.message).toBe(LOGO_DIMENSIONS_MESSAGE);
    expect(storedFiles()).toEqual(files);
    expect(await fileRows()).toBe(rows);
  });

  it('takes exactly 2 MB and refuses one byte more with 400', async () => {
    const form = await createForm();
    await upload(
      { title: 'Max', form_id: form.id },
      { content: oversizedPng(LOGO_MAX_BYTES), name: 'max.png' },
    ).expect(200);
    const [files, rows] = [storedFiles(), await fileRows()];
    const answer = await upload(
      { title: 'Too big', form_id: form.id },
      { content: oversizedPng(LOGO_MAX_BYTES + 1), name: 'big.png' },
    ).expect(400);
    expect(answer.body.message).toBe(LOGO_TOO_LARGE_MESSAGE);
    expect(storedFiles()).toEqual(files);
    expect(await fileRows()).toBe(rows);
  });

  it('stores a traversal-looking file name under a generated name inside the uploads folder', async () => {
    const form = await createForm();
    const { body } = await upload(
      { title: 'Sneaky', form_id: form.id },
      { content: SAMPLE_IMAGES.png, name: '../../../../pg/evil.png' },
    ).expect(200);
    expect(body.file.location).toMatch(GENERATED);
    expect(storedFiles()).toContain(body.file.location.split('/').pop());
    expect(existsSync(join(dataDir, 'pg', 'evil.png'))).toBe(false);
    expect(existsSync(join(dataDir, 'evil.png'))).toBe(false);
    const row = await t.pool.query('SELECT original_name FROM files WHERE id = $1', [body.file_id]);
    expect(row.rows[0].original_name).toBe('evil.png');
  });

  it('serves only generated logo names, without a token, and nothing else', async () => {
    for (const path of [
      'files/logos/..%2F..%2Fjwt-secret',
      'files/logos/%2e%2e%2fjwt-secret',
      'files/..%2Fjwt-secret/x',
      'files/pg/PG_VERSION',
      'files/logos/3b0f5f55-3b8e-4a8b-9b0c-5a9b1c1e2d3f.png',
      'files/logos/readme.txt',
    ]) {
      const answer = await t.http.get(`${API}/${path}`);
      expect([400, 404]).toContain(answer.status);
      expect(answer.headers['content-type']).toMatch(/json/);
    }
  });

  it('updates the title and a custom uuid without a new file, keeping the logo', async () => {
    const form = await createForm();
    const created = (
      await upload(
        { title: 'First', form_id: form.id },
        { content: SAMPLE_IMAGES.gif, name: 'a.gif' },
      ).expect(200)
    ).body as FormVariantDto;
    const { body } = await upload({
      title: 'Renamed',
      form_id: form.id,
      variant_id: created.id,
      uuid: 'Acme-Guest_Link',
      file_id: '',
    }).expect(200);
    expect(body).toEqual({ ...created, title: 'Renamed', uuid: 'Acme-Guest_Link' });
    const list = (await t.http.get(`${API}/form/${form.id}`).set(admin)).body.form_variant;
    expect(list).toEqual([body]);
  });

  it('creates a second variant reusing a stored logo by file_id, with a custom uuid', async () => {
    const form = await createForm();
    const first = (
      await upload(
        { title: 'One', form_id: form.id },
        { content: SAMPLE_IMAGES.png, name: 'a.png' },
      ).expect(200)
    ).body as FormVariantDto;
    const second = (
      await upload({
        title: 'Two',
        form_id: form.id,
        file_id: first.file_id as string,
        uuid: 'two-link',
      }).expect(200)
    ).body as FormVariantDto;
    expect(second).toMatchObject({ uuid: 'two-link', file_id: first.file_id, file: first.file });
  });

  it.each([
    [{ title: '   ' }, 'title should not be empty'],
    [{ title: null }, 'title should not be empty'],
    [{ uuid: 'a/b/c' }, VARIANT_UUID_MESSAGE],
    [{ uuid: 'ab' }, VARIANT_UUID_MESSAGE],
    [{ form_id: 'nope' }, 'form_id must be the id of a form'],
    [{ variant_id: '42' }, 'variant_id must be the id of a logo variant'],
    [{ color: 'red' }, 'property color should not exist'],
  ])('refuses the fields %j with 400 and stores nothing', async (fields, message) => {
    const form = await createForm();
    const [files, rows] = [storedFiles(), await fileRows()];
    const sent = Object.fromEntries(
      Object.entries({ title: 'Fine', form_id: form.id, ...fields }).filter(
        ([, value]) => value !== null,
      ),
    ) as Record<string, string>;
    const answer = await upload(sent, { content: SAMPLE_IMAGES.png, name: 'a.png' }).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(message);
    expect(storedFiles()).toEqual(files);
    expect(await fileRows()).toBe(rows);
  });

  it('refuses a file sent under another field name with 400', async () => {
    const form = await createForm();
    const answer = await t.http
      .post(`${API}/form/logo`)
      .set(admin)
      .field('title', 'x')
      .field('form_id', form.id)
      .attach('image', SAMPLE_IMAGES.png, 'a.png')
      .expect(400);
    expect(answer.body.message).toMatch(/field named file/);
  });

  it('refuses a uuid already used by any variant (409), whatever its case', async () => {
    const form = await createForm();
    for (const uuid of [DEMO_VARIANT_UUID, DEMO_VARIANT_UUID.toUpperCase(), DEMO_FORM_ID]) {
      const answer = await upload({ title: 'Copy', form_id: form.id, uuid }).expect(409);
      expect(answer.body.message).toBe(VARIANT_UUID_TAKEN_MESSAGE);
    }
  });

  it("answers 403 for a user without forms, 404 for another company's form, variant or file", async () => {
    const form = await createForm();
    const variant = (
      await upload(
        { title: 'Ours', form_id: form.id },
        { content: SAMPLE_IMAGES.png, name: 'a.png' },
      ).expect(200)
    ).body as FormVariantDto;
    const rows = await fileRows();
    await upload(
      { title: 'x', form_id: form.id },
      { content: SAMPLE_IMAGES.png, name: 'a.png' },
      standard,
    ).expect(403);
    await t.http.delete(`${API}/form/logo/${variant.id}`).set(standard).expect(403);
    await upload({ title: 'x', form_id: form.id }, undefined, outsider).expect(404);
    const theirForm = await createForm(outsider);
    await upload(
      { title: 'x', form_id: theirForm.id, variant_id: variant.id },
      undefined,
      outsider,
    ).expect(404);
    const stolen = await upload(
      { title: 'x', form_id: theirForm.id, file_id: variant.file_id as string },
      undefined,
      outsider,
    ).expect(400);
    expect(stolen.body.message).toBe('file_id must be a logo stored by your company');
    await t.http.delete(`${API}/form/logo/${variant.id}`).set(outsider).expect(404);
    await t.http.post(`${API}/form/logo`).field('title', 'x').field('form_id', form.id).expect(401);
    expect(await fileRows()).toBe(rows);
    expect((await t.http.get(`${API}/form/${form.id}`).set(admin)).body.form_variant).toEqual([
      variant,
    ]);
  });

  it('deletes a variant softly; the form falls back to the Default stand-in; the logo stays served', async () => {
    const form = await createForm();
    const variant = (
      await upload(
        { title: 'Gone', form_id: form.id },
        { content: SAMPLE_IMAGES.png, name: 'a.png' },
      ).expect(200)
    ).body as FormVariantDto;
    const { body } = await t.http.delete(`${API}/form/logo/${variant.id}`).set(admin).expect(200);
    expect(body).toEqual({ id: variant.id, deleted: true });
    const after = (await t.http.get(`${API}/form/${form.id}`).set(admin)).body as FormDto;
    expect(after.form_variant).toEqual([
      expect.objectContaining({ is_default: true, title: 'Default' }),
    ]);
    await t.http.delete(`${API}/form/logo/${variant.id}`).set(admin).expect(404);
    await t.http.get(`${API}/${variant.file?.location}`).expect(200);
    // Its slug stays taken: an old guest link never leads to another form.
    const reuse = await upload({ title: 'Reuse', form_id: form.id, uuid: variant.uuid }).expect(
      409,
    );
    expect(reuse.body.message).toBe(VARIANT_UUID_TAKEN_MESSAGE);
  });
});
