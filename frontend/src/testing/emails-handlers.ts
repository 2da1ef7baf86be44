/**
 * An in-memory fake of the e-mail requests API (contracts/src/emails/emails-api.ts): a job's
 * e-mails kept newest first, emptied after every test, answering as the server does (400 for bad
 * recipients, subject or body, 404 for an unknown e-mail, 400 for a resend without the request's
 * uuid).
 */
import {
  DEFAULT_EMAIL_COMPOSE_SETTINGS,
  EMAIL_SUBJECT_MAX_LENGTH,
  type EmailComposeSettings,
  type EmailDto,
  type EmailPreviewResponse,
  INVALID_RECIPIENTS_MESSAGE,
  type JobEmailPreviewRequest,
  type JobEmailsResponse,
  NO_UUID_MESSAGE,
  type OptOutRequest,
  type OptOutResponse,
  type ResendEmailRequest,
  type ResendEmailResponse,
  type SendEmailRequest,
  type SendEmailResponse,
} from '@job-intake/contracts/emails/emails-api';
import { emptyMergeFields, renderEmail } from '@job-intake/contracts/emails/render-email';
import { EMAIL_PATTERN } from '@job-intake/contracts/job-form/patterns';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './api-url';
import { sessionOf } from './auth-handlers';
import { presetNamed } from './customers-handlers';
import { seededJob } from './jobs-handlers';
import { problem } from './problem';

// Noon UTC is the same calendar day in every time zone the tests may run in.
const CREATED_AT = '2025-03-08T12:00:00.000Z';
const EXPIRES_AT = '2025-04-07T12:00:00.000Z';

let settings = DEFAULT_EMAIL_COMPOSE_SETTINGS;
let emailsByJob = new Map<string, EmailDto[]>();
let nextId = 1;
/** The paths and bodies the app sent to POST /email, /resend and /optOut, in order. */
export const emailRequests: { path: string; body: unknown }[] = [];

export function resetEmails() {
  settings = DEFAULT_EMAIL_COMPOSE_SETTINGS;
  emailsByJob = new Map();
  nextId = 1;
  emailRequests.length = 0;
}

/** What GET /emailSettings answers: the company's config_settings changed for a test. */
export function setEmailSettings(changed: Partial<EmailComposeSettings>) {
  settings = { ...DEFAULT_EMAIL_COMPOSE_SETTINGS, ...changed };
}

/** Adds an e-mail to a job as the server would hold it; the defaults describe a pending request. */
export function seedEmail(
  jobId: string,
  overrides: Partial<EmailDto> & Pick<EmailDto, 'to' | 'subject'>,
): EmailDto {
  const n = nextId++;
  const email: EmailDto = {
    id: `email-${n}`,
    job_id: jobId,
    from: 'no-reply@job-intake.local',
    body: 'Please fill in the job.',
    status: 'pending',
    error: null,
    uuid: `5e1a0c2d-0000-4000-8000-${String(n).padStart(12, '0')}`,
    resend_uuids: [],
    opt_out: false,
    last_reminder_date: null,
    reminders_sent: 0,
    expires_at: EXPIRES_AT,
    created_at: CREATED_AT,
    sent_at: null,
    ...overrides,
  };
  emailsByJob.set(jobId, [email, ...(emailsByJob.get(jobId) ?? [])]);
  return email;
}

function findEmail(emailId: string) {
  for (const [jobId, emails] of emailsByJob) {
    const email = emails.find(({ id }) => id === emailId);
    if (email) return { jobId, email };
  }
  return undefined;
}

function replaceEmail(jobId: string, changed: EmailDto) {
  const emails = emailsByJob.get(jobId) ?? [];
  emailsByJob.set(
    jobId,
    emails.map((email) => (email.id === changed.id ? changed : email)),
  );
}

async function recorded<T>(request: Request): Promise<Partial<T>> {
  const body = (await request.clone().json()) as Partial<T>;
  emailRequests.push({ path: new URL(request.url).pathname, body });
  return body;
}

function invalidSend(body: Partial<SendEmailRequest>): string | undefined {
  const recipients = String(body.to ?? '').split(',');
  if (!recipients.every((to) => EMAIL_PATTERN.test(to.trim()))) return INVALID_RECIPIENTS_MESSAGE;
  const subject = typeof body.subject === 'string' ? body.subject.trim() : '';
  if (!subject) return 'subject should not be empty';
  if (subject.length > EMAIL_SUBJECT_MAX_LENGTH) {
    return `subject must be shorter than or equal to ${EMAIL_SUBJECT_MAX_LENGTH} characters`;
  }
  if (typeof body.body !== 'string' || !body.body.trim()) return 'body should not be empty';
  return undefined;
}

export const emailsHandlers = [
  http.get(apiUrl('/emailSettings'), () => HttpResponse.json<EmailComposeSettings>(settings)),

  http.get<{ id: string }>(apiUrl('/job/:id/emails'), ({ params }) =>
    HttpResponse.json<JobEmailsResponse>({ emails: emailsByJob.get(params.id) ?? [] }),
  ),

  /** The server's renderer itself, with the seeded job's values and the standard user as sender. */
  http.post<{ id: string }>(apiUrl('/job/:id/email/preview'), async ({ params, request }) => {
    const job = seededJob(params.id);
    if (!job) return problem(404, 'Job not found');
    const draft = (await request.json()) as JobEmailPreviewRequest;
    const { user } = sessionOf('standard');
    const values = {
      link_address: `${window.location.origin}/link/…`,
      job_number: job.reference_no,
      customer_name: presetNamed(job.customer_id),
      job_name: job.name,
      company_name: user.memberships[0]!.company.name,
      user_name: user.name,
      user_email: user.email,
    };
    return HttpResponse.json<EmailPreviewResponse>({
      ...renderEmail(draft, values),
      empty_fields: emptyMergeFields(draft, values),
    });
  }),

  http.post(apiUrl('/email'), async ({ request }) => {
    const body = await recorded<SendEmailRequest>(request);
    const invalid = invalidSend(body);
    if (invalid) return problem(400, invalid);
    const email = seedEmail(String(body.id), {
      to: String(body.to),
      subject: String(body.subject),
      body: String(body.body),
      opt_out: body.opt_out ?? false,
    });
    return HttpResponse.json<SendEmailResponse>(
      { status: 'complete', results: [{ email }] },
      { status: 201 },
    );
  }),

  http.post(apiUrl('/resend'), async ({ request }) => {
    const body = await recorded<ResendEmailRequest>(request);
    const found = findEmail(String(body.email_id));
    if (!found) return problem(404, 'Email not found');
    if (body.uuid !== found.email.uuid) return problem(400, NO_UUID_MESSAGE);
    const email = { ...found.email, resend_uuids: [...found.email.resend_uuids, found.email.uuid] };
    replaceEmail(found.jobId, email);
    return HttpResponse.json<ResendEmailResponse>({ status: 'success', email });
  }),

  http.post(apiUrl('/optOut'), async ({ request }) => {
    const body = await recorded<OptOutRequest>(request);
    const found = findEmail(String(body.id));
    if (!found) return problem(404, 'Email not found');
    const email = { ...found.email, opt_out: body.opt_out === true };
    replaceEmail(found.jobId, email);
    return HttpResponse.json<OptOutResponse>({ status: 'success', email });
  }),
];
