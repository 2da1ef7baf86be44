/**
 * An in-memory fake of the jobs API (contracts/src/jobs/jobs-api.ts) and the look-ups the job
 * screens use (offered forms, provider locations and contacts, the company), emptied after every
 * test. Every write is recorded in `jobRequests` so tests can assert what was sent, and appends a
 * history entry with the job as it was after it (time travel).
 */
import type { CompanyDetailDto } from '@job-intake/contracts/identity/company-api';
import { DEFAULT_CONFIG_SETTINGS } from '@job-intake/contracts/identity/company-api';
import {
  DEFAULT_FORM_CONFIG,
  type FormSnapshot,
  type FormSummaryDto,
} from '@job-intake/contracts/forms/forms-api';
import type {
  SaveAnswersRequest,
  SaveAnswersResponse,
  SingleFieldUpdateRequest,
} from '@job-intake/contracts/job-form/job-form-api';
import {
  answersFromSettings,
  settingsFromAnswers,
} from '@job-intake/contracts/jobs/mapped-settings';
import type {
  AcceptCustomerValueRequest,
  AttachmentDto,
  CreateJobRequest,
  CreateJobResponse,
  CreateNoteRequest,
  FinalizeJobRequest,
  HistoryAction,
  HistoryEntry,
  JobAtEvent,
  JobDetail,
  JobHistoryResponse,
  JobListItem,
  JobListResponse,
  JobNotesResponse,
  JobSearchRequest,
  JobSearchResponse,
  JobStatusRequest,
  NoteDto,
  UpdateJobRequest,
  UpdateJobResponse,
} from '@job-intake/contracts/jobs/jobs-api';
import type {
  ProviderContact,
  ProviderLocation,
} from '@job-intake/contracts/provider/provider-api';
import {
  DEFAULT_HISTORY_SORT,
  DEFAULT_JOB_SEARCH_SORT,
  DEFAULT_JOB_SORT,
  DEFAULT_NOTE_SORT,
  type JobSort,
} from '@job-intake/contracts/jobs/jobs-api';
import type { PageCursors, SortDirection } from '@job-intake/contracts/paging';
import { http, HttpResponse } from 'msw';
import { type MockInstance, vi } from 'vitest';
import { settingsOf } from '../features/jobs/job-settings-draft';
import type { StoredSession } from '../shared/api/stored-session';
import { apiUrl } from './api-url';
import { resetCustomerPresets } from './customers-handlers';
import { sessionOf } from './auth-handlers';
import { JOB_SORT_KEYS } from './job-list-sorts';
import {
  type PagedRows,
  pageOfRows,
  PagingError,
  type RawPaging,
  type SortKey,
} from './paged-rows';
import { problem } from './problem';

export interface RecordedJobRequest {
  method: string;
  path: string;
  body: unknown;
}

// Noon UTC is the same calendar day in every time zone the tests may run in.
const CREATED_AT = '2025-03-07T12:00:00.000Z';

export const TEST_FORM: FormSnapshot = {
  id: 'form-1',
  name: 'Notice Intake',
  title: 'Notice Intake',
  message: '',
  footnote: '',
  config: DEFAULT_FORM_CONFIG,
  company_id: 'company-1',
  sections: [
    {
      id: 'section-1',
      title: 'Project Details',
      order: 1,
      readonly: false,
      type_id: null,
      fields: [
        field('field-owner', 'text', 'Owner Name', 1),
        field('field-start', 'date', 'Start Date', 2),
        field('field-amount', 'currency', 'Contract Amount', 3),
      ],
    },
  ],
};

function field(id: string, type: 'text' | 'date' | 'currency', title: string, order: number) {
  return {
    id,
    type,
    type_id: null,
    title,
    description: '',
    required: true,
    add_to_notes: false,
    order,
    section_id: 'section-1',
    choices: [],
    style: {},
    field_configs: {},
    mapped_type: null,
  };
}

const offeredForm = (id: string, name: string): FormSummaryDto => ({
  id,
  name,
  status: 'active',
  mapped: true,
  created_at: CREATED_AT,
  form_variant: [
    {
      id,
      title: 'Default',
      uuid: id,
      file_id: null,
      file: null,
      form_id: id,
      created_at: CREATED_AT,
      is_default: true,
    },
  ],
});

export const PROVIDER_LOCATIONS: ProviderLocation[] = [
  location(5001, 'Main Office', 'Cleveland', 1),
  location(5002, 'Akron Yard', 'Akron', 1),
  location(5004, 'Toledo Branch', 'Toledo', 0),
];

function location(DIV_ID: number, COMPANY2: string, MAINCITY: string, ACTIVE: 0 | 1) {
  return {
    DIV_ID,
    cli_no: 'C-1',
    COMPANY: 'Demo Construction Co.',
    COMPANY2,
    MAINCITY,
    MAINSTATE: 'OH',
    ACTIVE,
    cust1_lbl: null,
    cust1: null,
  };
}

/** Contacts with the locations they work at. */
export const PROVIDER_CONTACTS: (ProviderContact & { divisions: number[] })[] = [
  { CNT_ID: 100200, CONTACT: 'Dana Default', divisions: [5001, 5002] },
  { CNT_ID: 100245, CONTACT: 'Rita Reviewer', divisions: [5001] },
  { CNT_ID: 100300, CONTACT: 'Alan Akron', divisions: [5002] },
];

let jobs = new Map<string, JobDetail>();
let histories = new Map<string, { entry: HistoryEntry; at: JobAtEvent }[]>();
let offeredForms: FormSummaryDto[] = [];
let referenceLabel = 'Customer Reference #';
let nextId = 1;
export const jobRequests: RecordedJobRequest[] = [];

/** The server stops counting a search far past the page; the fake where a test sets it. */
export const searchCountBound = { at: Infinity };

export function resetJobs() {
  jobs = new Map();
  histories = new Map();
  offeredForms = [offeredForm('form-1', 'Notice Intake'), offeredForm('form-2', 'Lien Intake')];
  referenceLabel = 'Customer Reference #';
  resetCustomerPresets();
  nextId = 1;
  jobRequests.length = 0;
  searchCountBound.at = Infinity;
}
resetJobs();

/** A job as seeded, for the fakes of other APIs about it. */
export const seededJob = (id: string): JobDetail | undefined => jobs.get(id);

/** Replaces the forms offered for new jobs. */
export function setOfferedForms(forms: FormSummaryDto[]) {
  offeredForms = forms;
}

/** The company's customer presets (GET /customers) live in the presets' own fake. */
export { setCustomerPresets } from './customers-handlers';

/** The company's label for reference_no (GET /company/{id}). */
export function setReferenceLabel(label: string) {
  referenceLabel = label;
}

/** A signed-in user holding a provider API key (the demo reviewer). */
export function reviewerSession(): StoredSession {
  const standard = sessionOf('standard');
  return {
    token: 'token-reviewer',
    user: { ...standard.user, id: 'user-reviewer', name: 'Rita Reviewer', api_key: 'demo-api-key' },
  };
}

/** A job's file as GET /job/{id} lists it: a signed contract. */
export const CONTRACT_PDF: AttachmentDto = {
  id: 'a1',
  file_name: 'contract.pdf',
  location: 'attachments/abc123.pdf',
  size: 2048,
  mime_type: 'application/pdf',
  created_at: '2025-03-07T12:00:00.000Z',
  status: 'active',
};

/** Adds a job as the server would hold it; the defaults describe a fresh open job. */
export function seedJob(overrides: Partial<JobDetail> & Pick<JobDetail, 'name'>): JobDetail {
  const id = overrides.id ?? `job-${nextId++}`;
  const job: JobDetail = {
    id,
    uuid: `uuid-${id}`,
    status: 'open',
    reference_no: '',
    location: '5001',
    contact: '100200',
    first_furnishing: '2025-03-07',
    ff_est: false,
    last_furnishing: '2025-03-14',
    lf_est: false,
    total_contract_amt: '0.00',
    total_claim_amt: '0.00',
    user_submitted: {},
    progress: { percent: 0, remaining: 3 },
    answerData: {},
    form_version_id: 'version-1',
    form: TEST_FORM,
    form_id: TEST_FORM.id,
    form_variant: null,
    customer_id: null,
    links: 0,
    user: { name: 'Stan Standard' },
    location_desc: 'Demo Construction Co. – Main Office (Cleveland, OH)',
    attachments: [],
    notes: [],
    notes_total: overrides.notes?.length ?? 0,
    created_at: CREATED_AT,
    review_at: null,
    updated_at: CREATED_AT,
    imported_by: null,
    imported_at: null,
    directNo: null,
    import_state: null,
    import_error: null,
    archived_at: null,
    deleted_at: null,
    revision: 0,
    can_import: false,
    ...overrides,
  };
  jobs.set(id, job);
  if (!histories.has(id)) record(job, 'add', 'Job created');
  return job;
}

/** Appends a history entry with the job as it is now. */
function record(
  job: JobDetail,
  action: HistoryAction,
  parameter: string,
  userId: string | null = 'user-1',
) {
  const list = histories.get(job.id) ?? [];
  const entry: HistoryEntry = {
    id: `event-${job.id}-${list.length + 1}`,
    action,
    // One minute apart, in order.
    entry_date: new Date(Date.parse(CREATED_AT) + list.length * 60_000).toISOString(),
    user_id: userId,
    user: { name: userId ? 'Stan Standard' : '' },
    parameter,
    revision: job.revision,
  };
  const at: JobAtEvent = {
    event: entry,
    status: job.status,
    settings: settingsOf(job),
    answerData: job.answerData,
    progress: job.progress,
    form_version_id: job.form_version_id,
  };
  histories.set(job.id, [...list, { entry, at }]);
}

/** Adds a history entry as a guest (or anyone) would have caused it. */
export function seedHistory(
  jobId: string,
  action: HistoryAction,
  parameter: string,
  userId: string | null,
) {
  const job = jobs.get(jobId);
  if (job) record(job, action, parameter, userId);
}

export function listItem(job: JobDetail): JobListItem {
  return {
    id: job.id,
    uuid: job.uuid,
    name: job.name,
    reference_no: job.reference_no,
    status: job.status,
    progress: job.progress,
    files: job.attachments.length,
    links: job.links,
    notes: job.notes.length,
    form_variant: job.form_variant,
    location_desc: job.location_desc,
    entry_user: job.user.name,
    created_at: job.created_at,
    review_at: job.review_at,
    direct_no: job.directNo,
    imported_by: job.imported_by,
    imported_at: job.imported_at,
    archived_at: job.archived_at,
    updated_at: job.updated_at,
  };
}

let appendSpy: MockInstance<FormData['append']> | undefined;

/**
 * Lets the attach handler see the multipart body the app built: jsdom's File cannot be streamed
 * by Node's fetch, so the body is read where the app built it. Call it before uploading.
 */
export function trackAttachmentUploads() {
  appendSpy = vi.spyOn(FormData.prototype, 'append');
}

const notFound = () => problem(404, 'Job not found');

function change(
  job: JobDetail,
  changes: Partial<JobDetail>,
  action: HistoryAction,
  parameter: string,
) {
  const changed = { ...job, ...changes, revision: job.revision + 1 };
  jobs.set(job.id, changed);
  record(changed, action, parameter);
  return changed;
}

async function recorded(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  const body: unknown = type.includes('json') ? await request.clone().json() : undefined;
  jobRequests.push({ method: request.method, path: new URL(request.url).pathname, body });
  return body;
}

const editable = (job: JobDetail) => job.status === 'open' || job.status === 'pending';

/** The fake's cursors: the ids of the page's first and last rows. */
function cursorsOf(rows: JobListItem[]): PageCursors {
  return { before: rows[0]?.id ?? null, after: rows.at(-1)?.id ?? null };
}

function searchCount(total: number) {
  const exact = total <= searchCountBound.at;
  return { resultCount: exact ? total : searchCountBound.at, resultCountExact: exact };
}

/** One page of a job list or search in the answer `toBody` makes, or the server's 400. */
function pagedAnswer(
  rows: JobListItem[],
  paging: RawPaging,
  order: { sort: JobSort; dir: SortDirection },
  toBody: (page: PagedRows<JobListItem, JobSort>) => Response,
) {
  try {
    return toBody(pageOfRows(rows, paging, JOB_SORT_KEYS, order));
  } catch (error) {
    if (error instanceof PagingError) return problem(400, error.message);
    throw error;
  }
}

/**
 * One page of a job's notes or history (kept in the order added, as the server orders them by
 * the stream's revision), or the server's 400.
 */
function tabPage<Row extends { id: string }, Sort extends string>(
  rows: Row[],
  request: Request,
  order: { sort: Sort; dir: SortDirection },
  toBody: (page: PagedRows<Row, Sort>) => Response,
) {
  const keys = { [order.sort]: (row: Row) => rows.indexOf(row) } as Record<Sort, SortKey<Row>>;
  const paging = Object.fromEntries(new URL(request.url).searchParams);
  try {
    return toBody(pageOfRows(rows, paging, keys, order));
  } catch (error) {
    if (error instanceof PagingError) return problem(400, error.message);
    throw error;
  }
}

export const jobsHandlers = [
  http.get(apiUrl('/jobs'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const list = params.get('list') ?? 'open';
    const listed = [...jobs.values()].filter((job) => job.status === list).map(listItem);
    return pagedAnswer(listed, Object.fromEntries(params), DEFAULT_JOB_SORT, ({ rows, ...page }) =>
      HttpResponse.json<JobListResponse>({ ...page, ...cursorsOf(rows), jobs: rows }),
    );
  }),

  http.post(apiUrl('/search'), async ({ request }) => {
    const { query, ...paging } = (await recorded(request)) as JobSearchRequest;
    const found = [...jobs.values()]
      .filter((job) => job.status !== 'deleted')
      .filter((job) =>
        [job.name, job.reference_no, job.location_desc ?? ''].some((text) =>
          text.toLowerCase().includes(query),
        ),
      )
      .map(listItem);
    return pagedAnswer(found, paging, DEFAULT_JOB_SEARCH_SORT, ({ rows, total, ...page }) =>
      HttpResponse.json<JobSearchResponse>({
        ...page,
        ...cursorsOf(rows),
        found_jobs: rows,
        ...searchCount(total),
      }),
    );
  }),

  http.post(apiUrl('/job'), async ({ request }) => {
    const body = (await recorded(request)) as CreateJobRequest;
    if (!body.name.trim()) return problem(400, 'name should not be empty');
    const job = seedJob({
      name: body.name.trim(),
      reference_no: body.reference_no ?? '',
      location: body.selectedLocation ?? null,
      contact: body.selectedContact ?? null,
      first_furnishing: body.first_furnishing ?? null,
      ff_est: body.ff_est ?? false,
      last_furnishing: body.last_furnishing ?? null,
      lf_est: body.lf_est ?? false,
      total_contract_amt: body.total_contract_amt ?? '0.00',
      total_claim_amt: body.total_claim_amt ?? '0.00',
    });
    const answer: CreateJobResponse = {
      id: job.id,
      history_record: body.createLink
        ? {
            id: 'link-1',
            uuid: 'link-uuid-1',
            previewLink: `http://localhost:3000/link/link-uuid-1`,
            previewLabel: job.name,
          }
        : null,
    };
    return HttpResponse.json(answer, { status: 201 });
  }),

  http.get<{ id: string }>(apiUrl('/job/:id'), ({ params }) => {
    const job = jobs.get(params.id);
    return job ? HttpResponse.json<JobDetail>(job) : notFound();
  }),

  http.patch<{ id: string }>(apiUrl('/job/:id'), async ({ params, request }) => {
    const body = (await recorded(request)) as UpdateJobRequest;
    const job = jobs.get(params.id);
    if (!job) return notFound();
    if (body.expected_revision !== undefined && body.expected_revision !== job.revision) {
      return problem(409, 'This job was changed by someone else. Please try again.');
    }
    if (!editable(job)) return problem(409, 'This job can no longer be edited.');
    const { selectedLocation, selectedContact, expected_revision: _revision, ...rest } = body;
    const changes: Partial<JobDetail> = { ...rest };
    if (selectedLocation !== undefined) changes.location = selectedLocation;
    if (selectedContact !== undefined) changes.contact = selectedContact;
    // A setting and the form fields mapped to it are one value (docs/decisions/0018).
    changes.answerData = { ...job.answerData, ...answersFromSettings(job.form, rest) };
    const saved = change(job, changes, 'save_setting', 'Job settings saved');
    return HttpResponse.json<UpdateJobResponse>({ result: true, revision: saved.revision });
  }),

  http.post<{ id: string }>(apiUrl('/job/:id/settings'), async ({ params, request }) => {
    const { field: accepted } = (await recorded(request)) as AcceptCustomerValueRequest;
    const job = jobs.get(params.id);
    if (!job) return notFound();
    if (!(accepted in job.user_submitted))
      return problem(409, 'There is no customer value for this field to accept.');
    const { [accepted]: value, ...rest } = job.user_submitted;
    const saved = change(
      job,
      { [accepted]: value, user_submitted: rest },
      'save_setting',
      `Accepted ${accepted}`,
    );
    return HttpResponse.json<UpdateJobResponse>({ result: true, revision: saved.revision });
  }),

  http.delete<{ id: string }>(apiUrl('/job/:id/user-submitted'), async ({ params, request }) => {
    await recorded(request);
    const job = jobs.get(params.id);
    if (!job) return notFound();
    const fields = Object.keys(job.user_submitted);
    if (fields.length === 0) return problem(409, 'There are no customer values to clear.');
    const saved = change(
      job,
      { user_submitted: {} },
      'clear_user_input',
      `Cleared the customer's values: ${fields.join(', ')}`,
    );
    return HttpResponse.json<UpdateJobResponse>({ result: true, revision: saved.revision });
  }),

  http.post<{ id: string }>(apiUrl('/job/:id/results'), async ({ params, request }) => {
    const { answers } = (await recorded(request)) as SaveAnswersRequest;
    const job = jobs.get(params.id);
    if (!job) return notFound();
    if (!editable(job)) return problem(409, 'This job can no longer be edited.');
    const saved = change(
      job,
      { answerData: { ...job.answerData, ...answers }, ...settingsFromAnswers(job.form, answers) },
      'save_draft',
      'Answers saved',
    );
    return HttpResponse.json<SaveAnswersResponse>({
      results: Object.entries(answers).map(([field_id, value]) => ({ field_id, value })),
      progress: saved.progress,
      answerData: saved.answerData,
    });
  }),

  http.post<{ id: string }>(apiUrl('/job/:id/field'), async ({ params, request }) => {
    const { field: fieldId, value } = (await recorded(request)) as SingleFieldUpdateRequest;
    const job = jobs.get(params.id);
    if (!job) return notFound();
    change(
      job,
      {
        answerData: { ...job.answerData, [fieldId]: value },
        ...settingsFromAnswers(job.form, { [fieldId]: value }),
      },
      'update_job',
      'Answer changed',
    );
    return HttpResponse.json({ success: true });
  }),

  http.post<{ id: string }>(apiUrl('/job/:id/finalize'), async ({ params, request }) => {
    (await recorded(request)) as FinalizeJobRequest;
    const job = jobs.get(params.id);
    if (!job) return notFound();
    if (job.status !== 'open') return problem(409, 'Only an open job can be finalized for review.');
    change(
      job,
      { status: 'pending', review_at: '2025-03-08T12:00:00.000Z' },
      'finalized',
      'Finalized for review',
    );
    return HttpResponse.json({ job: { id: job.id, status: 'pending' } });
  }),

  http.post<{ id: string }>(apiUrl('/job/:id/status'), async ({ params, request }) => {
    const { status } = (await recorded(request)) as JobStatusRequest;
    const job = jobs.get(params.id);
    if (!job) return notFound();
    const at = '2025-03-08T12:00:00.000Z';
    const changes: Partial<JobDetail> = { status };
    if (status === 'archived') changes.archived_at = at;
    if (status === 'deleted') changes.deleted_at = at;
    change(job, changes, 'status_update', `Status changed to ${status}`);
    return HttpResponse.json({ job: { id: job.id, status } });
  }),

  http.post(apiUrl('/note'), async ({ request }) => {
    const { job_id, description } = (await recorded(request)) as CreateNoteRequest;
    const job = jobs.get(job_id);
    if (!job) return notFound();
    if (!description.trim()) return problem(400, 'description should not be empty');
    const note: NoteDto = {
      id: `note-${nextId++}`,
      description: description.trim(),
      user: { name: 'Stan Standard' },
      created_at: CREATED_AT,
    };
    const notes = [...job.notes, note];
    change(job, { notes, notes_total: notes.length }, 'add_note', description.trim());
    return HttpResponse.json(note, { status: 201 });
  }),

  http.get<{ id: string }>(apiUrl('/job/:id/notes'), ({ params, request }) => {
    const job = jobs.get(params.id);
    if (!job) return notFound();
    return tabPage(job.notes, request, DEFAULT_NOTE_SORT, ({ rows, ...page }) =>
      HttpResponse.json<JobNotesResponse>({ ...page, notes: rows }),
    );
  }),

  http.delete<{ id: string }>(apiUrl('/note/:id'), async ({ params, request }) => {
    await recorded(request);
    const job = [...jobs.values()].find((j) => j.notes.some((note) => note.id === params.id));
    if (!job) return problem(404, 'Note not found');
    const notes = job.notes.filter((note) => note.id !== params.id);
    change(job, { notes, notes_total: notes.length }, 'delete_note', 'Note deleted');
    return HttpResponse.json({ note_id: params.id });
  }),

  http.post(apiUrl('/attach'), () => {
    const form = appendSpy?.mock.contexts.at(-1) as FormData | undefined;
    if (!form) throw new Error('Call trackAttachmentUploads() before uploading in a test.');
    const files = form.getAll('files[]').filter((value): value is File => value instanceof File);
    const jobId = String(form.get('job_id'));
    jobRequests.push({
      method: 'POST',
      path: '/attach',
      body: { job_id: jobId, company_id: form.get('company_id'), files: files.map((f) => f.name) },
    });
    const job = jobs.get(jobId);
    if (!job) return notFound();
    if (files.length === 0) return problem(400, 'Choose at least one file.');
    const added: AttachmentDto[] = files.map((file) => ({
      id: `attachment-${nextId++}`,
      file_name: file.name,
      location: `attachments/${nextId}-${file.name}`,
      size: file.size,
      mime_type: file.type || 'application/octet-stream',
      created_at: CREATED_AT,
      status: 'active',
    }));
    const saved = change(
      job,
      { attachments: [...job.attachments, ...added] },
      'update_job',
      'Files attached',
    );
    return HttpResponse.json<AttachmentDto[]>(saved.attachments, { status: 201 });
  }),

  http.delete<{ id: string }>(apiUrl('/attachment/:id'), async ({ params, request }) => {
    await recorded(request);
    const job = [...jobs.values()].find((j) => j.attachments.some((a) => a.id === params.id));
    if (!job) return problem(404, 'Attachment not found');
    change(
      job,
      { attachments: job.attachments.filter((a) => a.id !== params.id) },
      'update_job',
      'File removed',
    );
    return HttpResponse.json({ attachment_id: params.id });
  }),

  http.get<{ id: string }>(apiUrl('/job/:id/history'), ({ params, request }) => {
    const list = histories.get(params.id);
    if (!list) return notFound();
    const entries = list.map((item) => item.entry);
    return tabPage(entries, request, DEFAULT_HISTORY_SORT, ({ rows, ...page }) =>
      HttpResponse.json<JobHistoryResponse>({ ...page, history: rows }),
    );
  }),

  http.get<{ id: string; eventId: string }>(apiUrl('/job/:id/history/:eventId'), ({ params }) => {
    const found = histories.get(params.id)?.find((item) => item.entry.id === params.eventId);
    return found ? HttpResponse.json<JobAtEvent>(found.at) : problem(404, 'Event not found');
  }),

  http.get(apiUrl('/forms'), () => HttpResponse.json<FormSummaryDto[]>(offeredForms)),

  http.get(apiUrl('/provider/divisions'), ({ request }) => {
    const cntId = new URL(request.url).searchParams.get('cnt_id');
    const contact = PROVIDER_CONTACTS.find((c) => String(c.CNT_ID) === cntId);
    const found = contact
      ? PROVIDER_LOCATIONS.filter((l) => contact.divisions.includes(l.DIV_ID))
      : PROVIDER_LOCATIONS;
    return HttpResponse.json<ProviderLocation[]>(found);
  }),

  http.get(apiUrl('/provider/contacts'), ({ request }) => {
    const divId = new URL(request.url).searchParams.get('div_id');
    const found = PROVIDER_CONTACTS.filter((c) => !divId || c.divisions.includes(Number(divId)));
    return HttpResponse.json<ProviderContact[]>(
      found.map(({ CNT_ID, CONTACT }) => ({ CNT_ID, CONTACT })),
    );
  }),

  http.get<{ id: string }>(apiUrl('/company/:id'), ({ params }) =>
    HttpResponse.json<CompanyDetailDto>({
      id: params.id,
      name: 'Demo Construction Co.',
      status: 'demo',
      contact_id: '100200',
      config_settings: DEFAULT_CONFIG_SETTINGS,
      archive_length: -1,
      archive_duration: 'month',
      reference_label: referenceLabel,
      autofill_label: 'Customer Auto-fill',
      custom_style: null,
      created_at: CREATED_AT,
      user_list: [],
    }),
  ),
];
