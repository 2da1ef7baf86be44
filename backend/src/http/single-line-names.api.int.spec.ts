import type { Test } from 'supertest';
import { singleLineMessage } from '@job-intake/contracts/text/single-line';
import { DEMO_FORM_ID } from '../forms/seed/demo-form';
import { readJob } from '../jobs/testing/job-api-app';
import { API, createJob, type Auth } from '../jobs/testing/job-fixtures';
import { DEMO_COMPANY_ID } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';

const BROKEN_NAMES = ['Acme\r\nBcc: x@example.com', 'Acme\tBuilders', 'Acme\u2028Builders'];

/** What the routes below need: who asks, and the saved things they change. */
interface Given {
  superAdmin: Auth;
  admin: Auth;
  standard: Auth;
  reviewer: Auth;
  jobId: string;
  /** A section of the job's form. */
  jobSectionId: string;
  formId: string;
  sectionId: string;
  roleId: string;
  userId: string;
  templateId: string;
  serviceId: string;
  customerId: string;
}

interface NameRoute {
  /** The route and the field that carries the name. */
  name: string;
  /** The property the 400's message names. */
  property: string;
  send(t: TestApp, given: Given, name: string): Test;
}

const formPart = (part: object) => (t: TestApp, g: Given) =>
  t.http
    .patch(`${API}/form/${g.formId}`)
    .set(g.admin)
    .send({ form_id: g.formId, ...part });

/** Every route that stores a single-line name, title, label or subject. */
const ROUTES: NameRoute[] = [
  {
    name: 'POST /company company.name',
    property: 'company.name',
    send: (t, g, name) =>
      t.http
        .post(`${API}/company`)
        .set(g.superAdmin)
        .send({ company: { name, status: 'setup' } }),
  },
  ...(['name', 'reference_label', 'autofill_label'] as const).map((field) => ({
    name: `PATCH /company/{id} ${field}`,
    property: field,
    send: (t: TestApp, g: Given, name: string) =>
      t.http
        .patch(`${API}/company/${DEMO_COMPANY_ID}`)
        .set(g.superAdmin)
        .send({ [field]: name }),
  })),
  {
    name: 'PATCH /company/{id} config_settings.subject',
    property: 'config_settings.subject',
    send: (t, g, subject) =>
      t.http
        .patch(`${API}/company/${DEMO_COMPANY_ID}`)
        .set(g.superAdmin)
        .send({ config_settings: { subject } }),
  },
  {
    name: 'POST /auth/register name',
    property: 'name',
    send: (t, _g, name) =>
      t.http.post(`${API}/auth/register`).send({
        ...{ name, email: 'pat@acme-builders.example', password: 'a long password 1' },
        company_name: 'Acme Builders',
      }),
  },
  {
    name: 'POST /auth/register company_name',
    property: 'company_name',
    send: (t, _g, company_name) =>
      t.http.post(`${API}/auth/register`).send({
        ...{ name: 'Pat Builder', email: 'pat@acme-builders.example' },
        ...{ password: 'a long password 1', company_name },
      }),
  },
  {
    name: 'POST /job name',
    property: 'name',
    send: (t, g, name) =>
      t.http.post(`${API}/job`).set(g.standard).send({ name, form_id: DEMO_FORM_ID }),
  },
  {
    name: 'PATCH /job/{id} name',
    property: 'name',
    send: (t, g, name) => t.http.patch(`${API}/job/${g.jobId}`).set(g.reviewer).send({ name }),
  },
  {
    name: 'POST /job/history shareNote',
    property: 'shareNote',
    send: (t, g, shareNote) =>
      t.http
        .post(`${API}/job/history`)
        .set(g.standard)
        .send({ job_id: g.jobId, sections: [g.jobSectionId], shareNote }),
  },
  {
    name: 'POST /email subject',
    property: 'subject',
    send: (t, g, subject) =>
      t.http
        .post(`${API}/email`)
        .set(g.standard)
        .send({ id: g.jobId, to: 'owner@example.com', subject, body: 'Hello' }),
  },
  ...(['title', 'subject'] as const).flatMap((field) => [
    {
      name: `POST /emailTemplate ${field}`,
      property: field,
      send: (t: TestApp, g: Given, text: string) =>
        t.http
          .post(`${API}/emailTemplate`)
          .set(g.admin)
          .send({ title: 'First request', subject: 'Hello', body: 'Hello', [field]: text }),
    },
    {
      name: `PATCH /emailTemplate/{id} ${field}`,
      property: field,
      send: (t: TestApp, g: Given, text: string) =>
        t.http
          .patch(`${API}/emailTemplate/${g.templateId}`)
          .set(g.admin)
          .send({ title: 'First request', subject: 'Hello', body: 'Hello', [field]: text }),
    },
  ]),
  {
    name: 'POST /user name',
    property: 'name',
    send: (t, g, name) =>
      t.http
        .post(`${API}/user`)
        .set(g.admin)
        .send({ name, email: 'pat@example.com', value: g.roleId }),
  },
  {
    name: 'PATCH /user/{id} name',
    property: 'name',
    send: (t, g, name) => t.http.patch(`${API}/user/${g.userId}`).set(g.admin).send({ name }),
  },
  {
    name: 'POST /roles name',
    property: 'name',
    send: (t, g, name) =>
      t.http
        .post(`${API}/roles`)
        .set(g.admin)
        .send({ name, assign_workflow: false, permissions: ['projects'] }),
  },
  {
    name: 'POST /roles/{id} name',
    property: 'name',
    send: (t, g, name) =>
      t.http
        .post(`${API}/roles/${g.roleId}`)
        .set(g.admin)
        .send({ name, assign_workflow: false, permissions: ['projects'] }),
  },
  {
    name: 'POST /service text',
    property: 'text',
    send: (t, g, text) => t.http.post(`${API}/service`).set(g.admin).send({ text }),
  },
  {
    name: 'PATCH /service/{id} text',
    property: 'text',
    send: (t, g, text) => t.http.patch(`${API}/service/${g.serviceId}`).set(g.admin).send({ text }),
  },
  ...(['name', 'company', 'role_desc'] as const).flatMap((field) => [
    {
      name: `POST /customer ${field}`,
      property: field,
      send: (t: TestApp, g: Given, text: string) =>
        t.http
          .post(`${API}/customer`)
          .set(g.admin)
          .send({ contact_role: 1, company: 'Owner Co', [field]: text }),
    },
    {
      name: `PATCH /customer/{id} ${field}`,
      property: field,
      send: (t: TestApp, g: Given, text: string) =>
        t.http
          .patch(`${API}/customer/${g.customerId}`)
          .set(g.admin)
          .send({ contact_role: 1, company: 'Owner Co', [field]: text }),
    },
  ]),
  {
    name: 'POST /form name',
    property: 'name',
    send: (t, g, name) => t.http.post(`${API}/form`).set(g.admin).send({ name }),
  },
  {
    name: 'PATCH /form/{id} message name',
    property: 'name',
    send: (t, g, name) => formPart({ type: 'message', name })(t, g),
  },
  {
    name: 'PATCH /form/{id} message title',
    property: 'title',
    send: (t, g, title) => formPart({ type: 'message', title })(t, g),
  },
  {
    name: 'PATCH /form/{id} message config label',
    property: 'config.fields.0.label',
    send: (t, g, label) =>
      formPart({
        type: 'message',
        config: {
          fields: [{ name: 'project_name', label, active: true, req: false }],
          ...{ allow_none: false, allow_same_as: false },
        },
      })(t, g),
  },
  {
    name: 'PATCH /form/{id} section title',
    property: 'section.title',
    send: (t, g, title) => formPart({ type: 'section', section: { title } })(t, g),
  },
  {
    name: 'PATCH /form/{id} field title',
    property: 'field.title',
    send: (t, g, title) =>
      formPart({
        type: 'field',
        field: { id: 'tmp-1', type: 'text', title, description: '', section_id: g.sectionId },
      })(t, g),
  },
  {
    name: 'PATCH /form/{id} field choice name',
    property: 'field.choices.0.name',
    send: (t, g, name) =>
      formPart({
        type: 'field',
        field: {
          ...{ id: 'tmp-1', type: 'choice', title: 'Role', description: '' },
          ...{ section_id: g.sectionId, choices: [{ id: 'key_1', name }] },
        },
      })(t, g),
  },
  {
    name: 'POST /form/logo title',
    property: 'title',
    send: (t, g, title) =>
      t.http.post(`${API}/form/logo`).set(g.admin).field('title', title).field('form_id', g.formId),
  },
];

describe('single-line names: every stored name, title, label and subject refuses control characters (400)', () => {
  let t: TestApp;
  let given: Given;

  beforeAll(async () => {
    t = await createTestApp();
    const auth = async (who: 'super' | 'admin' | 'standard' | 'reviewer') => ({
      Authorization: `Bearer ${await t.login(who)}`,
    });
    const superAdmin = await auth('super');
    const admin = await auth('admin');
    const standard = await auth('standard');
    const reviewer = await auth('reviewer');
    const created = async (request: Test) => (await request.expect(201)).body as { id: string };
    const jobId = await createJob(t, reviewer);
    const job = await readJob(t, jobId, reviewer);
    const form = await created(t.http.post(`${API}/form`).set(admin).send({ name: 'Names form' }));
    const section = (
      await t.http
        .patch(`${API}/form/${form.id}`)
        .set(admin)
        .send({ type: 'section', form_id: form.id, section: { title: 'Project' } })
        .expect(200)
    ).body as { id: string };
    const one = async (sql: string) =>
      String((await t.pool.query(sql, [DEMO_COMPANY_ID])).rows[0].id);
    given = {
      ...{ superAdmin, admin, standard, reviewer, jobId, formId: form.id, sectionId: section.id },
      jobSectionId: job.form.sections[0]!.id,
      roleId: await one('SELECT id FROM roles WHERE company_id = $1 ORDER BY id LIMIT 1'),
      userId: await one(
        `SELECT u.id FROM users u JOIN memberships m ON m.user_id = u.id
         WHERE m.company_id = $1 ORDER BY u.id LIMIT 1`,
      ),
      templateId: (
        await created(
          t.http
            .post(`${API}/emailTemplate`)
            .set(admin)
            .send({ title: 'Names template', subject: 'Hello', body: 'Hello' }),
        )
      ).id,
      serviceId: (
        await created(t.http.post(`${API}/service`).set(admin).send({ text: 'Names service' }))
      ).id,
      customerId: (
        await created(
          t.http.post(`${API}/customer`).set(admin).send({ contact_role: 1, company: 'Names Co' }),
        )
      ).id,
    };
  });
  afterAll(() => t.close());

  const messageOf = (body: { message: unknown }) => JSON.stringify(body.message);

  describe.each(ROUTES)('$name', (route) => {
    it.each(BROKEN_NAMES)('refuses %j', async (name) => {
      const answer = await route.send(t, given, name).expect(400);
      expect(messageOf(answer.body)).toContain(singleLineMessage(route.property));
    });
  });
});
