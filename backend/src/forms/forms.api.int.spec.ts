import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_FORM_CONFIG,
  DEFAULT_LOGO_LOCATION,
  FIELD_TYPES,
  OFFERED_FIELD_TYPES,
  type FieldDto,
  type FormDto,
  type FormSummaryDto,
  type SectionDto,
} from '@job-intake/contracts/forms/forms-api';
import { DemoSeed } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_FORM_ID, DEMO_FORM_NAME, DEMO_VARIANT_UUID } from './seed/demo-form';

type Auth = { Authorization: string };
const API = '/api/v1';
const MISSING_ID = '3b0f5f55-3b8e-4a8b-9b0c-5a9b1c1e2d3f';

describe('forms API', () => {
  let t: TestApp;
  let admin: Auth;
  let standard: Auth;
  let outsider: Auth;
  const dataDir = mkdtempSync(join(tmpdir(), 'forms-api-'));

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
    // The super admin belongs to the provider's company: the demo company's forms are not theirs.
    outsider = { Authorization: `Bearer ${await t.login('super')}` };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function createForm(name = 'Bond Intake'): Promise<FormDto> {
    return (await t.http.post(`${API}/form`).set(admin).send({ name }).expect(201)).body;
  }
  async function getForm(id: string, auth: Auth = admin): Promise<FormDto> {
    return (await t.http.get(`${API}/form/${id}`).set(auth).expect(200)).body;
  }
  const patch = (id: string, body: object, auth: Auth = admin) =>
    t.http.patch(`${API}/form/${id}`).set(auth).send(body);
  async function addSection(formId: string, title: string): Promise<SectionDto> {
    return (
      await patch(formId, { type: 'section', form_id: formId, section: { title } }).expect(200)
    ).body;
  }
  async function addField(formId: string, field: object): Promise<FieldDto> {
    return (await patch(formId, { type: 'field', form_id: formId, field }).expect(200)).body;
  }
  const count = async (table: string) =>
    (await t.pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;

  describe('catalogue', () => {
    it('lists every field type with its label, offered ones first', async () => {
      const { body } = await t.http.get(`${API}/form/types`).set(standard).expect(200);
      expect(body).toHaveLength(FIELD_TYPES.length);
      expect(body.slice(0, OFFERED_FIELD_TYPES.length)).toEqual(
        OFFERED_FIELD_TYPES.map(({ type, label }) => ({ type, label, offered: true })),
      );
      expect(body).toContainEqual({ type: 'choice', label: 'Radio Button', offered: true });
      expect(body).toContainEqual({ type: 'instructions', label: 'Static Text', offered: true });
      expect(body).toContainEqual({
        type: 'assoc_choice',
        label: 'Association Choice',
        offered: false,
      });
    });

    it('lists the form states', async () => {
      const { body } = await t.http.get(`${API}/form/states`).set(standard).expect(200);
      expect(body).toEqual(['pending', 'active']);
    });
  });

  describe('demo form', () => {
    it('is seeded active and mapped with its sections, every offered type and an association choice', async () => {
      const form = await getForm(DEMO_FORM_ID);
      expect(form).toMatchObject({ name: DEMO_FORM_NAME, status: 'active', mapped: true });
      expect(form.sections.map((section) => [section.title, section.type_id])).toEqual([
        ['Project Information', null],
        ['Job Location', null],
        ['Customer', null],
        ['Owner', 3],
        ['General Contractor', 4],
        ['Amounts and dates', null],
        ['Notes', null],
      ]);
      const fields = form.sections.flatMap((section) => section.fields);
      const types = new Set(fields.map((field) => field.type));
      for (const { type } of OFFERED_FIELD_TYPES) expect(types).toContain(type);
      expect(fields.find((field) => field.type === 'assoc_choice')).toMatchObject({
        type_id: 25,
        choices: [
          { id: '1', name: 'Owner' },
          { id: '3', name: 'General Contractor' },
          { id: '4', name: 'Subcontractor' },
          { id: '5', name: 'Sub-Subcontractor' },
        ],
      });
      const addressTypes = fields
        .filter((field) => field.type === 'address')
        .map((field) => field.type_id);
      expect(addressTypes).toEqual([2, null, 3, 4]);
      for (const section of form.sections) {
        const orders = section.fields.map((field) => field.order);
        expect(orders).toEqual([...orders].sort((a, b) => a - b));
      }
      expect(form.form_variant).toEqual([
        expect.objectContaining({ uuid: DEMO_VARIANT_UUID, file: null, file_id: null }),
      ]);
    });

    it('is seeded once however often the seed runs', async () => {
      const before = [await count('forms'), await count('sections'), await count('fields')];
      await t.app.get(DemoSeed).run();
      expect([await count('forms'), await count('sections'), await count('fields')]).toEqual(
        before,
      );
    });
  });

  describe('POST /form', () => {
    it('creates a pending, unmapped form with the default config and no sections', async () => {
      const form = await createForm('  Bond Intake  ');
      expect(form).toMatchObject({
        name: 'Bond Intake',
        status: 'pending',
        mapped: false,
        message: '',
        footnote: '',
        config: DEFAULT_FORM_CONFIG,
        sections: [],
        company_id: expect.any(String),
      });
      expect(form.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(form.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(form.form_variant).toEqual([
        {
          id: form.id,
          uuid: form.id,
          title: 'Default',
          file_id: null,
          file: { location: DEFAULT_LOGO_LOCATION },
          form_id: form.id,
          created_at: form.created_at,
          is_default: true,
        },
      ]);
      expect(await getForm(form.id)).toEqual(form);
    });

    it.each([
      [{}, 'name should not be empty'],
      [{ name: '   ' }, 'name should not be empty'],
      [{ name: 7 }, 'name must be a string'],
      [{ name: 'x'.repeat(256) }, 'name must be shorter than or equal to 255 characters'],
      [{ name: 'ok', status: 'active' }, 'property status should not exist'],
    ])('refuses %j with 400 and creates nothing', async (body, message) => {
      const before = await count('forms');
      const answer = await t.http.post(`${API}/form`).set(admin).send(body).expect(400);
      expect(JSON.stringify(answer.body.message)).toContain(message);
      expect(await count('forms')).toBe(before);
    });
  });

  describe('reading', () => {
    it('lists every form for a form builder, and only active mapped ones for others', async () => {
      const pending = await createForm('Zeta pending form');
      const all: FormSummaryDto[] = (await t.http.get(`${API}/forms`).set(admin).expect(200)).body
        .forms;
      expect(all.map((form) => form.id)).toEqual(
        expect.arrayContaining([pending.id, DEMO_FORM_ID]),
      );
      expect(all.find((form) => form.id === pending.id)).toEqual({
        id: pending.id,
        name: 'Zeta pending form',
        status: 'pending',
        mapped: false,
        created_at: pending.created_at,
        form_variant: pending.form_variant,
      });
      const names = all.map((form) => form.name.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

      const theirs: FormSummaryDto[] = (await t.http.get(`${API}/forms`).set(standard).expect(200))
        .body.forms;
      expect(theirs.map((form) => form.id)).toContain(DEMO_FORM_ID);
      expect(theirs.every((form) => form.status === 'active' && form.mapped)).toBe(true);
      await t.http.get(`${API}/form/${pending.id}`).set(standard).expect(404);
      await t.http.get(`${API}/form/${DEMO_FORM_ID}`).set(standard).expect(200);
    });

    it('offers only active and mapped forms with ?offered=true (the new-job modal)', async () => {
      const form = await createForm('Offered later');
      const offered = async () =>
        (
          (await t.http.get(`${API}/forms?offered=true`).set(admin).expect(200))
            .body as FormSummaryDto[]
        ).map((item) => item.id);
      expect(await offered()).not.toContain(form.id);
      await patch(form.id, { type: 'message', status: 'active' }).expect(200);
      expect(await offered()).not.toContain(form.id);
      await patch(form.id, { type: 'message', mapped: true }).expect(200);
      expect(await offered()).toContain(form.id);
      await patch(form.id, { type: 'message', status: 'pending' }).expect(200);
      expect(await offered()).not.toContain(form.id);
      const answer = await t.http.get(`${API}/forms?offered=yes`).set(admin).expect(400);
      expect(JSON.stringify(answer.body.message)).toContain('offered must be true or false');
    });

    it('answers 404 for a missing form and 400 for an id that is not one', async () => {
      await t.http.get(`${API}/form/${MISSING_ID}`).set(admin).expect(404);
      await t.http.get(`${API}/form/not-an-id`).set(admin).expect(400);
    });
  });

  describe('isolation and permissions', () => {
    it('answers 401 without a token', async () => {
      const form = await createForm('Private');
      await t.http.get(`${API}/forms`).expect(401);
      await t.http.get(`${API}/form/types`).expect(401);
      await t.http.get(`${API}/form/${form.id}`).expect(401);
      await t.http.post(`${API}/form`).send({ name: 'x' }).expect(401);
      await t.http.patch(`${API}/form/${form.id}`).send({ type: 'message', name: 'x' }).expect(401);
      await t.http.delete(`${API}/form/${form.id}`).expect(401);
      await t.http.post(`${API}/form/reorderSections`).send([]).expect(401);
      await t.http.post(`${API}/form/reorderFields`).send([]).expect(401);
      await t.http.post(`${API}/form/logo`).field('title', 'x').expect(401);
    });

    it('refuses every write to a user without the forms permission (403) and changes nothing', async () => {
      const form = await createForm('Guarded');
      const section = await addSection(form.id, 'Guarded section');
      const field = await addField(form.id, {
        type: 'text',
        title: 'Guarded field',
        section_id: section.id,
      });
      const before = await getForm(form.id);
      await t.http.post(`${API}/form`).set(standard).send({ name: 'Mine' }).expect(403);
      for (const body of [
        { type: 'message', name: 'Hijacked' },
        { type: 'section', section: { title: 'New' } },
        { type: 'delete_section', section: { id: section.id } },
        { type: 'field', field: { id: field.id, title: 'Renamed' } },
        { type: 'delete_field', field: { id: field.id } },
      ]) {
        await patch(form.id, body, standard).expect(403);
      }
      await t.http.delete(`${API}/form/${form.id}`).set(standard).expect(403);
      await t.http
        .post(`${API}/form/reorderFields`)
        .set(standard)
        .send([{ id: field.id, order: 9, section_id: section.id }])
        .expect(403);
      await t.http
        .post(`${API}/form/reorderSections`)
        .set(standard)
        .send([{ id: section.id, order: 9 }])
        .expect(403);
      expect(await getForm(form.id)).toEqual(before);
    });

    it("hides another company's forms (404) and changes nothing", async () => {
      const form = await createForm('Ours');
      const section = await addSection(form.id, 'Ours section');
      const field = await addField(form.id, {
        type: 'text',
        title: 'Ours field',
        section_id: section.id,
      });
      const before = await getForm(form.id);
      await t.http.get(`${API}/form/${form.id}`).set(outsider).expect(404);
      const theirList: FormSummaryDto[] = (
        await t.http.get(`${API}/forms`).set(outsider).expect(200)
      ).body.forms;
      expect(theirList.map((item) => item.id)).not.toContain(form.id);
      await patch(form.id, { type: 'message', name: 'Taken over' }, outsider).expect(404);
      await patch(form.id, { type: 'section', section: { title: 'Theirs' } }, outsider).expect(404);
      await patch(
        form.id,
        { type: 'field', field: { id: field.id, title: 'Theirs' } },
        outsider,
      ).expect(404);
      await patch(form.id, { type: 'delete_field', field: { id: field.id } }, outsider).expect(404);
      await t.http.delete(`${API}/form/${form.id}`).set(outsider).expect(404);
      const reorder = await t.http
        .post(`${API}/form/reorderFields`)
        .set(outsider)
        .send([{ id: field.id, order: 5, section_id: section.id }])
        .expect(400);
      expect(reorder.body.message).toMatch(/same form of your company/);
      await t.http
        .post(`${API}/form/reorderSections`)
        .set(outsider)
        .send([{ id: section.id, order: 5 }])
        .expect(400);
      expect(await getForm(form.id)).toEqual(before);
    });
  });

  describe('PATCH message', () => {
    it('saves the top part and answers the whole form', async () => {
      const form = await createForm('Top part');
      const config = {
        fields: [
          { name: 'project_name', label: 'Job Name', active: true, req: true },
          { name: 'reference_no', label: 'PO Number', active: true, req: false },
        ],
        allow_none: true,
        allow_same_as: true,
      };
      const { body } = await patch(form.id, {
        type: 'message',
        form_id: form.id,
        name: '  Top part v2 ',
        status: 'active',
        mapped: 1,
        config,
        message: 'Fill in every section.',
        footnote: 'Thank you.',
      }).expect(200);
      expect(body).toMatchObject({
        id: form.id,
        name: 'Top part v2',
        status: 'active',
        mapped: true,
        config,
        message: 'Fill in every section.',
        footnote: 'Thank you.',
        sections: [],
      });
      expect(await getForm(form.id)).toEqual(body);

      const partial = await patch(form.id, { type: 'message', footnote: '' }).expect(200);
      expect(partial.body).toMatchObject({ name: 'Top part v2', status: 'active', footnote: '' });
    });

    it.each([
      [{ type: 'message', name: '' }, 'name should not be empty'],
      [{ type: 'message', status: 'archived' }, 'status must be one of: pending, active'],
      [{ type: 'message', mapped: 'true' }, 'mapped must be true or false'],
      [{ type: 'message', message: 42 }, 'message must be a string'],
      [{ type: 'message', config: { fields: 'all' } }, 'config.fields must be an array'],
      [
        {
          type: 'message',
          config: {
            fields: [
              { name: 'project_name', label: 'A', active: true, req: true },
              { name: 'project_name', label: 'B', active: true, req: true },
            ],
            allow_none: false,
            allow_same_as: false,
          },
        },
        'config.fields must name project_name and reference_no at most once each',
      ],
      [
        { type: 'message', form_id: MISSING_ID, name: 'x' },
        'form_id must be the id of the form in the address',
      ],
      [
        { type: 'publish' },
        'type must be one of: message, section, delete_section, field, delete_field',
      ],
    ])('refuses %j with 400 and changes nothing', async (body, message) => {
      const form = await createForm('Untouched');
      const answer = await patch(form.id, body).expect(400);
      expect(JSON.stringify(answer.body.message)).toContain(message);
      expect(await getForm(form.id)).toEqual(form);
    });

    it('answers 404 for a missing form', async () => {
      await patch(MISSING_ID, { type: 'message', name: 'x' }).expect(404);
    });
  });

  describe('PATCH section', () => {
    it('creates sections (no id or a temporary one) after the last, updates and deletes them', async () => {
      const form = await createForm('Sections');
      const first = await addSection(form.id, '  Owner ');
      expect(first).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        title: 'Owner',
        order: 0,
        readonly: false,
        type_id: null,
        fields: [],
      });
      const second = (
        await patch(form.id, {
          type: 'section',
          form_id: form.id,
          section: {
            id: 'new_2',
            title: 'General Contractor',
            type_id: 4,
            isEditing: true,
            fields: [],
          },
        }).expect(200)
      ).body as SectionDto;
      expect(second.id).not.toBe('new_2');
      expect(second).toMatchObject({ order: 1, type_id: 4 });

      const renamed = await patch(form.id, {
        type: 'section',
        section: { id: first.id, title: 'Property Owner', type_id: 3 },
      }).expect(200);
      expect(renamed.body).toMatchObject({
        id: first.id,
        title: 'Property Owner',
        order: 0,
        type_id: 3,
      });
      expect((await getForm(form.id)).sections.map((section) => section.title)).toEqual([
        'Property Owner',
        'General Contractor',
      ]);

      await addField(form.id, { type: 'text', title: 'Doomed', section_id: second.id });
      const deleted = await patch(form.id, {
        type: 'delete_section',
        section: { id: second.id },
      }).expect(200);
      expect(deleted.body).toEqual({ id: second.id, deleted: true });
      const after = await getForm(form.id);
      expect(after.sections.map((section) => section.id)).toEqual([first.id]);
      const orphans = await t.pool.query('SELECT 1 FROM fields WHERE section_id = $1', [second.id]);
      expect(orphans.rowCount).toBe(0);
    });

    it('refuses an empty title (400) and an unknown section (404), changing nothing', async () => {
      const form = await createForm('Section rules');
      const section = await addSection(form.id, 'Keep me');
      const before = await getForm(form.id);
      const empty = await patch(form.id, {
        type: 'section',
        section: { id: section.id, title: ' ' },
      }).expect(400);
      expect(empty.body.message).toEqual(['section.title should not be empty']);
      await patch(form.id, { type: 'section', section: { id: MISSING_ID, title: 'x' } }).expect(
        404,
      );
      await patch(form.id, { type: 'delete_section', section: { id: MISSING_ID } }).expect(404);
      const demo = await getForm(DEMO_FORM_ID);
      await patch(form.id, {
        type: 'section',
        section: { id: demo.sections[0]?.id, title: 'Stolen' },
      }).expect(404);
      await patch(form.id, {
        type: 'delete_section',
        section: { id: demo.sections[0]?.id },
      }).expect(404);
      expect(await getForm(form.id)).toEqual(before);
      expect(await getForm(DEMO_FORM_ID)).toEqual(demo);
    });
  });

  describe('PATCH field', () => {
    it('creates every field type with its defaults and answers the real id', async () => {
      const form = await createForm('All fields');
      const section = await addSection(form.id, 'Everything');
      const text = await addField(form.id, {
        id: 'tmp-1',
        new: true,
        isEditing: true,
        type: 'text',
        title: ' Project description ',
        section_id: section.id,
        required: true,
      });
      expect(text).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        type: 'text',
        type_id: null,
        title: 'Project description',
        description: '',
        required: true,
        add_to_notes: false,
        order: 0,
        section_id: section.id,
        choices: [],
        style: {},
        field_configs: {},
        mapped_type: null,
      });
      const address = await addField(form.id, {
        type: 'address',
        title: 'Site',
        type_id: 2,
        section_id: section.id,
      });
      expect(address).toMatchObject({
        order: 1,
        type_id: 2,
        style: { layout: 'default', addr_plus: false, compact: false, fieldset: false },
      });
      const multi = await addField(form.id, {
        type: 'multi-select',
        title: 'Furnished',
        section_id: section.id,
        choices: [{ id: 'key_1', name: 'Labor' }],
      });
      expect(multi.style).toEqual({ display: 'dropdown' });
      const assoc = await addField(form.id, {
        type: 'assoc_choice',
        title: 'Who hired you?',
        section_id: section.id,
        choices: [
          { id: '1', name: 'Owner' },
          { id: '3', name: 'General Contractor' },
        ],
      });
      expect(assoc.type_id).toBe(25);
      const staticText = await addField(form.id, {
        type: 'instructions',
        description: 'Read this first.',
        section_id: section.id,
        field_configs: { width: 6 },
        mapped_type: { reference: 'NOTE' },
      });
      expect(staticText).toMatchObject({
        title: '',
        description: 'Read this first.',
        field_configs: { width: 6 },
        mapped_type: { reference: 'NOTE' },
      });
      for (const type of ['currency', 'date', 'email']) {
        await addField(form.id, { type, title: type, section_id: section.id });
      }
      const saved = await getForm(form.id);
      expect(saved.sections[0]?.fields.map((field) => field.type)).toEqual([
        'text',
        'address',
        'multi-select',
        'assoc_choice',
        'instructions',
        'currency',
        'date',
        'email',
      ]);
    });

    it('updates a field, drops deleted choices, moves it to another section and deletes it', async () => {
      const form = await createForm('Field edits');
      const one = await addSection(form.id, 'One');
      const two = await addSection(form.id, 'Two');
      await addField(form.id, { type: 'text', title: 'Already in two', section_id: two.id });
      const radio = await addField(form.id, {
        type: 'choice',
        title: 'Kind',
        section_id: one.id,
        choices: [
          { id: 'key_1', name: 'A' },
          { id: 'key_2', name: 'B' },
          { id: 'key_3', name: 'C' },
        ],
      });
      const updated = (
        await patch(form.id, {
          type: 'field',
          form_id: form.id,
          field: {
            ...radio,
            title: 'Kind of job',
            choices: [...radio.choices, { id: 'key_4', name: 'D' }],
          },
          deletedChoices: ['key_2'],
        }).expect(200)
      ).body as FieldDto;
      expect(updated).toMatchObject({ id: radio.id, title: 'Kind of job' });
      expect(updated.choices.map((choice) => choice.id)).toEqual(['key_1', 'key_3', 'key_4']);

      const moved = (
        await patch(form.id, { type: 'field', field: { id: radio.id, section_id: two.id } }).expect(
          200,
        )
      ).body as FieldDto;
      expect(moved).toMatchObject({ section_id: two.id, order: 1, title: 'Kind of job' });

      const retyped = (
        await patch(form.id, { type: 'field', field: { id: radio.id, type: 'text' } }).expect(200)
      ).body as FieldDto;
      expect(retyped).toMatchObject({ id: radio.id, type: 'text', choices: [] });

      const deleted = await patch(form.id, {
        type: 'delete_field',
        field: { id: radio.id },
        deletedChoices: [],
      }).expect(200);
      expect(deleted.body).toEqual({ id: radio.id, deleted: true });
      expect((await getForm(form.id)).sections[1]?.fields.map((field) => field.title)).toEqual([
        'Already in two',
      ]);
      await patch(form.id, { type: 'delete_field', field: { id: radio.id } }).expect(404);
    });

    it.each([
      [{ type: 'text', title: '  ' }, 'field.title should not be empty'],
      [
        { type: 'instructions', title: 'Heading', description: ' ' },
        'field.description should not be empty',
      ],
      [
        { type: 'choice', title: 'Pick', choices: [] },
        'field.choices should contain at least one choice',
      ],
      [{ type: 'multi-select', title: 'Pick' }, 'field.choices should contain at least one choice'],
      [
        { type: 'assoc_choice', title: 'Role', choices: [{ id: 'owner', name: 'Owner' }] },
        'whole-number ids',
      ],
      [{ type: 'rating', title: 'Stars' }, 'field.type must be one of'],
      [
        { type: 'address', title: 'Site', style: { layout: 'grid' } },
        'field.style.layout must be one of: default, columns',
      ],
      [
        {
          type: 'multi-select',
          title: 'Pick',
          style: { display: 'radio' },
          choices: [{ id: 'key_1', name: 'a' }],
        },
        'field.style.display must be one of: dropdown, checkbox',
      ],
      [{ title: 'No type' }, 'field.type should not be empty'],
      [
        { type: 'text', title: 'Nowhere', section_id: null },
        'field.section_id should not be empty',
      ],
    ])('refuses the field %j with 400 and stores nothing', async (field, message) => {
      const form = await createForm('Field rules');
      const section = await addSection(form.id, 'Only');
      const before = await count('fields');
      const body = { section_id: section.id, ...field };
      if (body.section_id === null) delete (body as { section_id?: unknown }).section_id;
      const answer = await patch(form.id, { type: 'field', field: body }).expect(400);
      expect(JSON.stringify(answer.body.message)).toContain(message);
      expect(await count('fields')).toBe(before);
    });

    it("refuses another form's section (400) and another form's field (404), changing nothing", async () => {
      const form = await createForm('Field isolation');
      const section = await addSection(form.id, 'Mine');
      const demo = await getForm(DEMO_FORM_ID);
      const demoSection = demo.sections[0] as SectionDto;
      const demoField = demoSection.fields[1] as FieldDto;
      const intoDemo = await patch(form.id, {
        type: 'field',
        field: { type: 'text', title: 'Sneaky', section_id: demoSection.id },
      }).expect(400);
      expect(intoDemo.body.message).toBe('field.section_id must be a section of this form');
      await patch(form.id, { type: 'field', field: { id: demoField.id, title: 'Renamed' } }).expect(
        404,
      );
      await patch(form.id, {
        type: 'field',
        field: { id: demoField.id, section_id: section.id },
      }).expect(404);
      await patch(form.id, { type: 'delete_field', field: { id: demoField.id } }).expect(404);
      await patch(form.id, { type: 'field', field: { id: MISSING_ID, title: 'Ghost' } }).expect(
        404,
      );
      expect(await getForm(DEMO_FORM_ID)).toEqual(demo);
      expect((await getForm(form.id)).sections[0]?.fields).toEqual([]);
    });
  });

  describe('reordering', () => {
    async function formWithFields() {
      const form = await createForm('Reorder');
      const a = await addSection(form.id, 'A');
      const b = await addSection(form.id, 'B');
      const f1 = await addField(form.id, { type: 'text', title: 'f1', section_id: a.id });
      const f2 = await addField(form.id, { type: 'text', title: 'f2', section_id: a.id });
      const f3 = await addField(form.id, { type: 'text', title: 'f3', section_id: b.id });
      return { form, a, b, f1, f2, f3 };
    }
    const layout = (form: FormDto) =>
      form.sections.map((section) => [section.title, section.fields.map((field) => field.title)]);

    it('reorders fields, also across sections of the form, and answers the whole form', async () => {
      const { form, a, b, f1, f2, f3 } = await formWithFields();
      const { body } = await t.http
        .post(`${API}/form/reorderFields`)
        .set(admin)
        .send([
          { id: f2.id, order: 0, section_id: a.id },
          { id: f3.id, order: 1, section_id: a.id },
          { id: f1.id, order: 0, section_id: b.id },
        ])
        .expect(200);
      expect(layout(body)).toEqual([
        ['A', ['f2', 'f3']],
        ['B', ['f1']],
      ]);
      expect(layout(await getForm(form.id))).toEqual(layout(body));
    });

    it('reorders sections', async () => {
      const { form, a, b } = await formWithFields();
      const { body } = await t.http
        .post(`${API}/form/reorderSections`)
        .set(admin)
        .send([
          { id: b.id, order: 0 },
          { id: a.id, order: 1 },
        ])
        .expect(200);
      expect(body.sections.map((section: SectionDto) => section.title)).toEqual(['B', 'A']);
      expect((await getForm(form.id)).sections.map((section) => section.title)).toEqual(['B', 'A']);
    });

    it("refuses a list naming another form's field or section (400) and changes no order", async () => {
      const { form, a, f1, f2 } = await formWithFields();
      const demo = await getForm(DEMO_FORM_ID);
      const demoSection = demo.sections[0] as SectionDto;
      const demoField = demoSection.fields[0] as FieldDto;
      const before = await getForm(form.id);
      const cases: [string, unknown, string | RegExp][] = [
        [
          'reorderFields',
          [
            { id: f2.id, order: 0, section_id: a.id },
            { id: demoField.id, order: 1, section_id: a.id },
          ],
          /same form of your company/,
        ],
        [
          'reorderFields',
          [{ id: f1.id, order: 3, section_id: demoSection.id }],
          /section of the same form/,
        ],
        [
          'reorderFields',
          [
            { id: f1.id, order: 1, section_id: a.id },
            { id: f1.id, order: 2, section_id: a.id },
          ],
          /only once/,
        ],
        [
          'reorderFields',
          [{ id: MISSING_ID, order: 1, section_id: a.id }],
          /same form of your company/,
        ],
        ['reorderFields', [], /at least one field/],
        ['reorderFields', { id: f1.id }, /array/],
        [
          'reorderFields',
          [{ id: f1.id, order: -1, section_id: a.id }],
          /order must not be less than 0/,
        ],
        [
          'reorderFields',
          [{ id: 'new_1', order: 1, section_id: a.id }],
          /id must be the id of a saved field/,
        ],
        [
          'reorderFields',
          [{ id: f1.id, order: 1, section_id: a.id, title: 'x' }],
          /property title should not exist/,
        ],
        [
          'reorderSections',
          [
            { id: a.id, order: 5 },
            { id: demoSection.id, order: 0 },
          ],
          /same form of your company/,
        ],
        ['reorderSections', [{ id: a.id }], /order must be a whole number/],
      ];
      for (const [path, body, message] of cases) {
        const answer = await t.http
          .post(`${API}/form/${path}`)
          .set(admin)
          .send(body as object)
          .expect(400);
        expect(JSON.stringify(answer.body.message)).toMatch(message);
      }
      expect(await getForm(form.id)).toEqual(before);
      expect(await getForm(DEMO_FORM_ID)).toEqual(demo);
    });
  });

  describe('DELETE /form/{id}', () => {
    it('soft deletes: the form leaves lists and reads, the row stays', async () => {
      const form = await createForm('Short lived');
      const { body } = await t.http.delete(`${API}/form/${form.id}`).set(admin).expect(200);
      expect(body).toEqual({ id: form.id, deleted: true });
      await t.http.get(`${API}/form/${form.id}`).set(admin).expect(404);
      await patch(form.id, { type: 'message', name: 'Back?' }).expect(404);
      await t.http.delete(`${API}/form/${form.id}`).set(admin).expect(404);
      const list: FormSummaryDto[] = (await t.http.get(`${API}/forms`).set(admin)).body.forms;
      expect(list.map((item) => item.id)).not.toContain(form.id);
      const row = await t.pool.query('SELECT deleted_at FROM forms WHERE id = $1', [form.id]);
      expect(row.rows[0].deleted_at).toBeInstanceOf(Date);
    });
  });
});
