/**
 * An in-memory fake of the customer presets API (contracts/src/job-form/customers-api.ts): one
 * company's presets, emptied after every test (resetJobs), checked by the contracts' schema as the
 * server checks them; the CSV upload reads files as customers-csv-fake.ts does.
 */
import { contactRoleName, type CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import {
  DEFAULT_CUSTOMER_SORT,
  type CustomerListResponse,
  type CustomerSort,
  type CustomerUploadErrorResponse,
  type CustomerUploadResponse,
} from '@job-intake/contracts/job-form/customers-api';
import {
  customerPresetSchema,
  customerProblems,
  type CustomerPresetValues,
} from '@job-intake/contracts/job-form/customer-preset.schema';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './api-url';
import { readCustomerCsv } from './customers-csv-fake';
import { pagedListAnswer } from './paged-list-answer';

let presets: CustomerPresetDto[] = [];
let nextId = 100;
let uploadedFile = '';
/** What the app sent to the presets' changing routes, in order (JSON bodies read). */
export const customerRequests: { method: string; path: string; query: string; body: unknown }[] =
  [];

export function resetCustomerPresets() {
  presets = [];
  nextId = 100;
  customerRequests.length = 0;
  uploadedFile = '';
}

/** The company's customer presets (GET /customers). */
export function setCustomerPresets(list: CustomerPresetDto[]) {
  presets = [...list];
}

/** The preset a job was made with, as the e-mails name it ([customer_name]). */
export const presetNamed = (id: string | null) =>
  presets.find((preset) => String(preset.id) === id)?.name ?? '';

const problem = (status: number, message: string | string[]) =>
  HttpResponse.json({ statusCode: status, message, error: 'Bad Request' }, { status });

const withRoleName = (values: CustomerPresetValues): Omit<CustomerPresetDto, 'id'> => ({
  ...values,
  role_desc: values.role_desc || contactRoleName(values.contact_role),
});

function record(request: Request, body: unknown) {
  const url = new URL(request.url);
  customerRequests.push({ method: request.method, path: url.pathname, query: url.search, body });
}

const SEARCHED: (keyof CustomerPresetDto)[] = [
  'company',
  'name',
  'city',
  'state',
  'zip',
  'county',
  'email',
  'role_desc',
];

const listAnswer = (request: Request) =>
  pagedListAnswer<CustomerPresetDto, CustomerSort>(
    request,
    presets,
    {
      keys: {
        id: (c) => c.id,
        company: (c) => c.company.toLowerCase(),
        name: (c) => c.name.toLowerCase(),
        role: (c) => c.contact_role,
        city: (c) => c.city.toLowerCase(),
        state: (c) => c.state.toLowerCase(),
      },
      defaultSort: DEFAULT_CUSTOMER_SORT,
      matches: (c, search) =>
        /^\d+$/.test(search)
          ? String(c.id) === search
          : search
              .split(/\s+/)
              .every((word) => SEARCHED.some((f) => String(c[f]).toLowerCase().includes(word))),
    },
    (page): CustomerListResponse => ({ ...page, customers: page.rows }),
  );

async function saved(request: Request, id?: number) {
  const body: unknown = await request.json();
  record(request, body);
  const parsed = customerPresetSchema.safeParse(body);
  if (!parsed.success)
    return problem(
      400,
      customerProblems(parsed.error).map((p) => p.reason),
    );
  if (id === undefined) {
    const created = { id: nextId++, ...withRoleName(parsed.data) };
    presets.push(created);
    return HttpResponse.json(created, { status: 201 });
  }
  const index = presets.findIndex((c) => c.id === id);
  if (index < 0) return problem(404, 'Customer not found');
  presets[index] = { id, ...withRoleName(parsed.data) };
  return HttpResponse.json(presets[index]);
}

/**
 * The text of the file the next uploads carry: a multipart body holding jsdom's File never
 * finishes streaming into undici's Request, so the fake reads none and a test names the text here.
 */
export function setUploadedCustomerFile(text: string) {
  uploadedFile = text;
}

function uploaded(request: Request): Response {
  const skip = new URL(request.url).searchParams.get('skip_errors') === 'true';
  record(request, undefined);
  const { rows, errors } = readCustomerCsv(uploadedFile);
  if (errors.length > 0 && (!skip || rows.length === 0)) {
    const lines = new Set(errors.map((error) => error.line)).size;
    return HttpResponse.json<CustomerUploadErrorResponse>(
      {
        statusCode: 400,
        error: 'Bad Request',
        message: `The file was not imported: ${lines} ${lines === 1 ? 'line has' : 'lines have'} problems.`,
        errors,
        valid_count: rows.length,
      },
      { status: 400 },
    );
  }
  for (const row of rows) presets.push({ id: nextId++, ...withRoleName(row) });
  return HttpResponse.json<CustomerUploadResponse>({ upload_count: rows.length, skipped: errors });
}

export const customersHandlers = [
  http.get(apiUrl('/customers'), ({ request }) => listAnswer(request)),
  http.post(apiUrl('/customer'), ({ request }) => saved(request)),
  http.patch<{ id: string }>(apiUrl('/customer/:id'), ({ request, params }) =>
    saved(request, Number(params.id)),
  ),
  http.delete<{ id: string }>(apiUrl('/customer/:id'), async ({ request, params }) => {
    record(request, undefined);
    const before = presets.length;
    presets = presets.filter((c) => c.id !== Number(params.id));
    return presets.length < before
      ? new HttpResponse(null, { status: 204 })
      : problem(404, 'Customer not found');
  }),
  http.post(apiUrl('/customerFile'), ({ request }) => uploaded(request)),
];
