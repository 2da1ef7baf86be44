/**
 * An in-memory fake of the e-mail templates API (contracts/src/emails/emails-api.ts): the
 * company's templates listed by title, emptied after every test, answering as the server does
 * (400 naming the field, 404 for an unknown template).
 */
import {
  EMAIL_SUBJECT_MAX_LENGTH,
  EMAIL_TEMPLATE_TITLE_MAX_LENGTH,
  type EmailTemplateDto,
  type EmailTemplatePreviewRequest,
  type EmailTemplatePreviewResponse,
  type EmailTemplateRequest,
  type EmailTemplatesResponse,
} from '@job-intake/contracts/emails/emails-api';
import { emptyMergeFields, renderEmail } from '@job-intake/contracts/emails/render-email';
import {
  SAMPLE_LINK_UUID,
  sampleMergeValues,
} from '@job-intake/contracts/emails/sample-merge-values';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './api-url';
import { sessionOf } from './auth-handlers';
import { problem } from './problem';
import { isSingleLine, singleLineMessage } from '@job-intake/contracts/text/single-line';

let templates: EmailTemplateDto[] = [];
let nextId = 1;
/** The bodies the app sent to POST /emailTemplate and PATCH /emailTemplate/{id}, in order. */
export const emailTemplateRequests: { method: string; path: string; body: unknown }[] = [];

export function resetEmailTemplates() {
  templates = [];
  nextId = 1;
  emailTemplateRequests.length = 0;
}

/** Adds a template as the server would hold it. */
export function seedEmailTemplate(template: EmailTemplateRequest): EmailTemplateDto {
  const seeded = { id: `template-${nextId++}`, ...template };
  templates.push(seeded);
  return seeded;
}

/** The first rule the body breaks, in the server's words, or undefined. */
function invalidField(body: Partial<EmailTemplateRequest>): string | undefined {
  for (const field of ['title', 'subject', 'body'] as const) {
    const value = body[field];
    if (typeof value !== 'string' || !value.trim()) return `${field} should not be empty`;
  }
  if (body.title!.length > EMAIL_TEMPLATE_TITLE_MAX_LENGTH) {
    return `title must be shorter than or equal to ${EMAIL_TEMPLATE_TITLE_MAX_LENGTH} characters`;
  }
  if (body.subject!.length > EMAIL_SUBJECT_MAX_LENGTH) {
    return `subject must be shorter than or equal to ${EMAIL_SUBJECT_MAX_LENGTH} characters`;
  }
  for (const field of ['title', 'subject'] as const) {
    if (!isSingleLine(body[field]!)) return singleLineMessage(field);
  }
  return undefined;
}

async function recorded(request: Request): Promise<Partial<EmailTemplateRequest>> {
  const body = (await request.clone().json()) as Partial<EmailTemplateRequest>;
  emailTemplateRequests.push({ method: request.method, path: new URL(request.url).pathname, body });
  return body;
}

const fields = ({ title, subject, body }: Partial<EmailTemplateRequest>) => ({
  title: title!.trim(),
  subject: subject!.trim(),
  body: body!,
});

export const emailTemplatesHandlers = [
  http.get(apiUrl('/emailTemplates'), () =>
    HttpResponse.json<EmailTemplatesResponse>(
      [...templates].sort((a, b) => a.title.localeCompare(b.title)),
    ),
  ),

  http.post(apiUrl('/emailTemplate'), async ({ request }) => {
    const body = await recorded(request);
    const invalid = invalidField(body);
    if (invalid) return problem(400, invalid);
    return HttpResponse.json<EmailTemplateDto>(seedEmailTemplate(fields(body)), { status: 201 });
  }),

  /** The server's renderer itself (tests run without the CSP), for the signed-in admin. */
  http.post(apiUrl('/emailTemplate/preview'), async ({ request }) => {
    const draft = (await request.json()) as EmailTemplatePreviewRequest;
    const { user } = sessionOf('admin');
    const link = `${window.location.origin}/link/${SAMPLE_LINK_UUID}`;
    const company = user.memberships[0]!.company.name;
    const values = sampleMergeValues(link, company, user, draft.without_optional);
    const template = { subject: draft.subject, body: draft.body };
    return HttpResponse.json<EmailTemplatePreviewResponse>({
      ...renderEmail(template, values),
      empty_fields: emptyMergeFields(template, values),
    });
  }),

  http.patch<{ id: string }>(apiUrl('/emailTemplate/:id'), async ({ params, request }) => {
    const body = await recorded(request);
    const index = templates.findIndex(({ id }) => id === params.id);
    if (index < 0) return problem(404, 'Email template not found');
    const invalid = invalidField(body);
    if (invalid) return problem(400, invalid);
    templates[index] = { id: params.id, ...fields(body) };
    return HttpResponse.json<EmailTemplateDto>(templates[index]);
  }),

  http.delete<{ id: string }>(apiUrl('/emailTemplate/:id'), ({ params }) => {
    if (!templates.some(({ id }) => id === params.id)) {
      return problem(404, 'Email template not found');
    }
    templates = templates.filter(({ id }) => id !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),
];
