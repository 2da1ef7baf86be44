/**
 * An in-memory forms API for the forms feature's tests (msw), shaped like the real one: every
 * request is recorded in `formRequests` so tests can assert what was sent.
 */
import type { SessionUser } from '@job-intake/contracts/identity/identity-api';
import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import {
  DEFAULT_FORM_CONFIG,
  DEFAULT_FORM_SORT,
  FIELD_TYPE_OPTIONS,
  FORM_STATUSES,
  type FieldDto,
  type FieldOrder,
  type FormDto,
  type FormSummaryDto,
  type FormVariantDto,
  type SaveFormPartRequest,
  type SectionDto,
  type SectionOrder,
  isFormOffered,
} from '@job-intake/contracts/forms/forms-api';
import { http, HttpResponse } from 'msw';
import { type MockInstance, vi } from 'vitest';
import { env } from '../../../config/env';
import { pagedListAnswer } from '../../../testing/paged-list-answer';
import { problem } from '../../../testing/problem';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** The absolute URL of an API path (as src/testing/api-url.ts; the layer rules keep that one for specs). */
const apiUrl = (path: string) => `${env.apiUrl}${path}`;

let forms = new Map<string, FormDto>();
let nextId = 1;
/** Whether the signed-in user holds `forms` (sees every form, not only the offered ones). */
let builderSignedIn = true;
export const formRequests: RecordedRequest[] = [];

export function resetForms() {
  forms = new Map();
  nextId = 1;
  builderSignedIn = true;
  formRequests.length = 0;
}

/** GET /forms's search, sorts and default order, as the server's SQL. */
const FORMS_LIST = {
  keys: {
    name: (form: FormSummaryDto) => form.name.toLowerCase(),
    status: (form: FormSummaryDto) => form.status,
    mapped: (form: FormSummaryDto) => (form.mapped ? 1 : 0),
    created: (form: FormSummaryDto) => Date.parse(form.created_at),
  },
  defaultSort: DEFAULT_FORM_SORT,
  matches: (form: FormSummaryDto, search: string) => form.name.toLowerCase().includes(search),
};

let appendSpy: MockInstance<FormData['append']> | undefined;

/** Lets the logo handler see the multipart body the app built (see the handler). */
export function trackMultipart() {
  appendSpy = vi.spyOn(FormData.prototype, 'append');
}

function lastFormData(): FormData | undefined {
  return appendSpy?.mock.contexts.at(-1) as FormData | undefined;
}

const newId = (prefix: string) => `${prefix}-${nextId++}`;

// Noon UTC is the same calendar day in every time zone the tests may run in.
const CREATED_AT = '2025-03-07T12:00:00.000Z';

export function makeField(overrides: Partial<FieldDto> & Pick<FieldDto, 'section_id'>): FieldDto {
  return {
    id: newId('field'),
    type: 'text',
    type_id: null,
    title: 'Untitled',
    description: '',
    required: false,
    add_to_notes: false,
    order: 0,
    choices: [],
    style: {},
    field_configs: {},
    mapped_type: null,
    ...overrides,
  };
}

export function makeVariant(
  overrides: Partial<FormVariantDto> & Pick<FormVariantDto, 'form_id'>,
): FormVariantDto {
  const id = overrides.id ?? newId('variant');
  return {
    id,
    title: 'Main Logo',
    uuid: `uuid-${id}`,
    file_id: null,
    file: null,
    created_at: CREATED_AT,
    ...overrides,
  };
}

/** Adds a form as the server holds it; sections get ids and fields their section ids. */
export function seedForm(
  overrides: Partial<Omit<FormDto, 'sections'>> & {
    name: string;
    sections?: (Partial<Omit<SectionDto, 'fields'>> & {
      title: string;
      fields?: (Partial<FieldDto> & { title: string })[];
    })[];
  },
): FormDto {
  const id = overrides.id ?? newId('form');
  const sections: SectionDto[] = (overrides.sections ?? []).map((section, s) => {
    const sectionId = section.id ?? newId('section');
    return {
      id: sectionId,
      title: section.title,
      order: section.order ?? s,
      readonly: false,
      type_id: null,
      fields: (section.fields ?? []).map((field, f) =>
        makeField({ order: f, ...field, section_id: sectionId }),
      ),
    };
  });
  const form: FormDto = {
    status: 'active',
    mapped: true,
    created_at: CREATED_AT,
    form_variant: [],
    title: '',
    message: '',
    footnote: '',
    config: structuredClone(DEFAULT_FORM_CONFIG),
    company_id: 'company-1',
    ...overrides,
    id,
    sections,
  };
  forms.set(id, form);
  return form;
}

export function storedForm(id: string): FormDto | undefined {
  return forms.get(id);
}

/** Signs a user in the way the app keeps the session (localStorage). */
export function signInAs(options: { permissions: PermissionName[]; cnt_id?: string | null }) {
  const user: SessionUser = {
    id: 'user-1',
    name: 'Dana Builder',
    email: 'dana@example.com',
    cnt_id: options.cnt_id ?? null,
    api_key: null,
    list_count: 100,
    column_choice: 'form_variant',
    memberships: [
      {
        id: 'membership-1',
        company: { id: 'company-1', name: 'Acme' },
        role_id: 'role-1',
        role: {
          id: 'role-1',
          name: 'Role',
          permissions: options.permissions.map((value) => ({ value })),
        },
      },
    ],
  };
  window.localStorage.setItem('job-intake.session', JSON.stringify({ token: 'token', user }));
  builderSignedIn = options.permissions.includes('forms');
  return user;
}

const notFound = () => problem(404, 'Form not found');

function summary(form: FormDto): FormSummaryDto {
  const variants = form.form_variant.length
    ? form.form_variant
    : [
        {
          id: form.id,
          title: 'Default',
          uuid: form.id,
          file_id: null,
          file: null,
          form_id: form.id,
          created_at: form.created_at,
          is_default: true,
        },
      ];
  return {
    id: form.id,
    name: form.name,
    status: form.status,
    mapped: form.mapped,
    created_at: form.created_at,
    form_variant: variants,
  };
}

function record(request: Request, body: unknown) {
  formRequests.push({ method: request.method, path: new URL(request.url).pathname, body });
}

function allFields(form: FormDto) {
  return form.sections.flatMap((section) => section.fields);
}

export const formsHandlers = [
  http.get(apiUrl('/forms'), ({ request }) => {
    const shown = [...forms.values()]
      .map(summary)
      .filter((form) => builderSignedIn || isFormOffered(form));
    return pagedListAnswer(request, shown, FORMS_LIST, ({ rows, ...page }) => ({
      forms: rows,
      ...page,
    }));
  }),

  http.get(apiUrl('/form/types'), () => HttpResponse.json(FIELD_TYPE_OPTIONS)),
  http.get(apiUrl('/form/states'), () => HttpResponse.json(FORM_STATUSES)),

  http.post<never, FieldOrder[]>(apiUrl('/form/reorderFields'), async ({ request }) => {
    const body = await request.json();
    record(request, body);
    const form = [...forms.values()].find((f) => allFields(f).some((x) => x.id === body[0]?.id));
    if (!form) return notFound();
    const fields = new Map(allFields(form).map((f) => [f.id, f]));
    for (const section of form.sections)
      section.fields = section.fields.filter((f) => !body.some((o) => o.id === f.id));
    for (const { id, order, section_id } of body) {
      const field = fields.get(id);
      const section = form.sections.find((s) => s.id === section_id);
      if (field && section) section.fields.push({ ...field, order, section_id });
    }
    for (const section of form.sections) section.fields.sort((a, b) => a.order - b.order);
    return HttpResponse.json(form);
  }),

  http.post<never, SectionOrder[]>(apiUrl('/form/reorderSections'), async ({ request }) => {
    const body = await request.json();
    record(request, body);
    const form = [...forms.values()].find((f) => f.sections.some((s) => s.id === body[0]?.id));
    if (!form) return notFound();
    for (const { id, order } of body) {
      const section = form.sections.find((s) => s.id === id);
      if (section) section.order = order;
    }
    form.sections.sort((a, b) => a.order - b.order);
    return HttpResponse.json(form);
  }),

  http.post(apiUrl('/form/logo'), ({ request }) => {
    // jsdom's File cannot be streamed by Node's fetch, so the body is read where the app built it.
    const data = lastFormData();
    if (!data) throw new Error('Call trackMultipart() before uploading in a test.');
    const body = Object.fromEntries(
      [...data.entries()].map(([key, value]) => [
        key,
        typeof value === 'string' ? value : `file:${value.name}`,
      ]),
    );
    record(request, body);
    const form = forms.get(String(body.form_id));
    if (!form) return notFound();
    const existing = form.form_variant.find((v) => v.id === body.variant_id);
    const file = data.get('file');
    const variant: FormVariantDto = {
      ...(existing ?? makeVariant({ form_id: form.id })),
      title: String(body.title),
      ...(body.uuid ? { uuid: String(body.uuid) } : {}),
      ...(file && typeof file !== 'string'
        ? { file_id: 'file-1', file: { location: `uploads/${file.name}` } }
        : {}),
    };
    form.form_variant = existing
      ? form.form_variant.map((v) => (v.id === variant.id ? variant : v))
      : [...form.form_variant, variant];
    return HttpResponse.json(variant);
  }),

  http.delete<{ id: string }>(apiUrl('/form/logo/:id'), ({ request, params }) => {
    record(request, null);
    const form = [...forms.values()].find((f) => f.form_variant.some((v) => v.id === params.id));
    if (!form) return notFound();
    form.form_variant = form.form_variant.filter((v) => v.id !== params.id);
    return HttpResponse.json({ id: params.id, deleted: true });
  }),

  http.get<{ id: string }>(apiUrl('/form/:id'), ({ params }) => {
    const form = forms.get(params.id);
    if (!form) return notFound();
    return HttpResponse.json<FormDto>({ ...form, form_variant: summary(form).form_variant });
  }),

  http.post<never, { name: string }>(apiUrl('/form'), async ({ request }) => {
    const body = await request.json();
    record(request, body);
    const form = seedForm({ name: body.name, status: 'pending', mapped: false });
    return HttpResponse.json(form, { status: 201 });
  }),

  http.delete<{ id: string }>(apiUrl('/form/:id'), ({ request, params }) => {
    record(request, null);
    if (!forms.delete(params.id)) return notFound();
    return HttpResponse.json({ id: params.id, deleted: true });
  }),

  http.patch<{ id: string }, SaveFormPartRequest & { deletedChoices?: string[] }>(
    apiUrl('/form/:id'),
    async ({ request, params }) => {
      const body = await request.json();
      record(request, body);
      const form = forms.get(params.id);
      if (!form) return notFound();
      switch (body.type) {
        case 'message': {
          const { type: _type, form_id: _formId, mapped, ...rest } = body;
          Object.assign(form, rest, mapped === undefined ? {} : { mapped: Boolean(mapped) });
          return HttpResponse.json(form);
        }
        case 'section': {
          const existing = form.sections.find((s) => s.id === body.section.id);
          if (existing) {
            existing.title = body.section.title;
            return HttpResponse.json(existing);
          }
          const section: SectionDto = {
            id: newId('section'),
            title: body.section.title,
            order: body.section.order ?? form.sections.length,
            readonly: false,
            type_id: null,
            fields: [],
          };
          form.sections.push(section);
          return HttpResponse.json(section);
        }
        case 'delete_section':
          form.sections = form.sections.filter((s) => s.id !== body.section.id);
          return HttpResponse.json({ id: body.section.id, deleted: true });
        case 'field': {
          const input = body.field as FieldDto;
          const section = form.sections.find((s) => s.id === input.section_id);
          if (!section) return notFound();
          const existing = section.fields.find((f) => f.id === input.id);
          const saved: FieldDto = { ...input, id: existing ? input.id : newId('field') };
          section.fields = existing
            ? section.fields.map((f) => (f.id === saved.id ? saved : f))
            : [...section.fields, saved];
          return HttpResponse.json(saved);
        }
        case 'delete_field':
          for (const section of form.sections) {
            section.fields = section.fields.filter((f) => f.id !== body.field.id);
          }
          return HttpResponse.json({ id: body.field.id, deleted: true });
      }
    },
  ),
];
