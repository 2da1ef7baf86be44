import type { z } from 'zod';
import {
  emailRequestSchema,
  emailTemplateSchema,
} from '@job-intake/contracts/emails/email-requests.schema';
import { fieldEditorSchema } from '@job-intake/contracts/forms/field.schema';
import { DEFAULT_FORM_CONFIG } from '@job-intake/contracts/forms/forms-api';
import { formSettingsSchema } from '@job-intake/contracts/forms/form-settings.schema';
import {
  companySettingsSchema,
  newCompanySchema,
} from '@job-intake/contracts/identity/company-settings.schema';
import {
  changePasswordSchema,
  resetPasswordSchema,
  signInSchema,
} from '@job-intake/contracts/identity/sign-in.schema';
import { userSchema } from '@job-intake/contracts/identity/user.schema';
import {
  noteRequestSchema,
  shareLinkRequestSchema,
} from '@job-intake/contracts/jobs/job-requests.schema';
import {
  jobSettingsDraftSchema,
  newJobDraftSchema,
} from '@job-intake/contracts/jobs/job-settings.schema';
import { serviceTypeSchema } from '@job-intake/contracts/services/service-type.schema';
import { createApiTokenSchema } from '@job-intake/contracts/integrations/api-tokens.schema';
import { CreateApiTokenRequestDto } from '../api-tokens/create-token/create-token.request.dto';
import { LoginRequestDto } from '../auth/login/login.request.dto';
import { ResetPasswordRequestDto } from '../auth/password-reset/reset-password.request.dto';
import { CreateCompanyRequestDto } from '../company-setup/create-company/create-company.request.dto';
import { UpdateCompanyRequestDto } from '../companies/update-company/update-company.request.dto';
import { EmailTemplateRequestDto } from '../email-templates/shared/email-template.request.dto';
import { parseSaveFormPart } from '../forms/http/save-form-part.validation';
import { AddNoteRequestDto } from '../jobs/commands/add-note/add-note.request.dto';
import { CreateJobRequestDto } from '../jobs/commands/create-job/create-job.request.dto';
import { CreateShareLinkRequestDto } from '../jobs/commands/create-share-link/create-share-link.request.dto';
import { SendEmailRequestDto } from '../jobs/commands/send-email/send-email.request.dto';
import { UpdateJobSettingsRequestDto } from '../jobs/commands/update-job-settings/update-job-settings.request.dto';
import { CreateServiceTypeRequestDto } from '../service-types/shared/service-type.request.dto';
import { ChangePasswordRequestDto } from '../settings/change-password/change-password.request.dto';
import { CreateUserRequestDto } from '../users/invite-user/invite-user.request.dto';
import { UpdateUserRequestDto } from '../users/save-user/save-user.request.dto';
import { RequestValidationPipe } from './validation.pipe';

/**
 * The same inputs through both sides of each body: the contracts' zod schema (what the browser
 * checks) and the backend's request DTO behind the global pipe (what the API checks). A case
 * fails when either side's verdict is not the expected one, so a limit, pattern or rule changed on
 * one side alone shows here. Where the schema is the request's own (`sameWords`), a refusal must
 * also read the same on both sides.
 *
 * Only what both sides check at the edge is compared. Rules the server decides later (a job name
 * on one line is also checked by the decider, a field's title by the builder's rules, the
 * password policy and e-mail recipients when the request is decided) and ids the UI only picks
 * from a list (form, role, section, provider contact) are left out. Customers and the admin
 * report need no case: one contracts schema checks their bodies on both sides (CustomerBodyPipe,
 * ReportFilterPipe).
 */

const UUID = '3f0e7a52-8d0b-4c1e-9a57-2b1f4c6d8e90';
const ABSENT = Symbol('absent');

type Path = string;
type Server = (body: object) => Promise<unknown>;

interface Case {
  /** Where the value goes in the request body, e.g. 'config_settings.first_reminder'. */
  at: Path;
  value: unknown;
  /** Where and what the form holds for it, when that differs from the request. */
  draftAt?: Path;
  draft?: unknown;
  ok: boolean;
}

interface Pair {
  name: string;
  schema: z.ZodTypeAny;
  server: Server;
  body: object;
  /** The form's values for `body`; `body` itself when absent. */
  draft?: object;
  sameWords?: boolean;
  cases: Case[];
}

const pipe = new RequestValidationPipe();
const throughPipe =
  (metatype: new () => object): Server =>
  (body) =>
    pipe.transform(body, { type: 'body', metatype });

const text = (length: number, letter = 'a') => letter.repeat(length);
const accepts = (at: Path, value: unknown, more: Partial<Case> = {}): Case => ({
  at,
  value,
  ok: true,
  ...more,
});
const refuses = (at: Path, value: unknown, more: Partial<Case> = {}): Case => ({
  at,
  value,
  ok: false,
  ...more,
});

/** A name the form and the server trim and keep on one line. */
const nameCases = (at: Path, max: number): Case[] => [
  accepts(at, text(max)),
  refuses(at, text(max + 1)),
  refuses(at, ' '),
  refuses(at, 'two\nlines'),
];

/** The cases of a part of the body that the form holds at its top level. */
const inside = (part: string, cases: Case[]): Case[] =>
  cases.map((c) => ({ ...c, at: `${part}.${c.at}`, draftAt: c.draftAt ?? c.at }));

/** Required text of at most `max` characters that the server trims, on one line or not. */
function requiredTextCases(at: Path, max: number, options: { singleLine?: boolean } = {}): Case[] {
  return [
    accepts(at, text(max)),
    accepts(at, ` ${text(max)} `),
    refuses(at, text(max + 1)),
    refuses(at, ''),
    refuses(at, '   '),
    refuses(at, ABSENT),
    refuses(at, null),
    refuses(at, 42),
    ...(options.singleLine ? [refuses(at, 'two\nlines'), refuses(at, 'a\ttab')] : []),
  ];
}

// ---- the bodies and their cases -----------------------------------------------------------------

const jobSettingsBody = {
  name: 'Riverside Mall',
  reference_no: 'PO-4411',
  first_furnishing: '2026-11-21',
  ff_est: false,
  last_furnishing: '2026-11-28',
  lf_est: true,
  total_contract_amt: '125000.00',
  total_claim_amt: '0.00',
};
const jobSettingsDraft = { ...jobSettingsBody, location: null, contact: null };

const jobSettingsCases: Case[] = [
  ...requiredTextCases('name', 255, { singleLine: true }).filter((c) => c.value !== ABSENT),
  accepts('reference_no', ''),
  accepts('reference_no', text(255)),
  refuses('reference_no', text(256)),
  accepts('first_furnishing', ''),
  accepts('first_furnishing', '2024-02-29'),
  refuses('first_furnishing', '2026-02-30'),
  refuses('first_furnishing', '11/21/2026'),
  refuses('last_furnishing', '1899-12-31'),
  accepts('total_contract_amt', '1234.5'),
  accepts('total_contract_amt', text(12, '9')),
  refuses('total_contract_amt', text(13, '9')),
  refuses('total_contract_amt', '1,234.50'),
  refuses('total_claim_amt', '-5'),
  refuses('total_claim_amt', '1.234'),
  accepts('total_claim_amt', '0.00', { draft: '' }),
];

const userBody = { name: 'Pat Example', email: 'pat@example.com', api_key: 'KEY-1' };
const userDraft = { ...userBody, cnt_id: '', remove_key: false, role: UUID };
const userCases: Case[] = [
  ...requiredTextCases('name', 200, { singleLine: true }).filter(
    (c) => c.value !== ABSENT && c.value !== null && c.value !== 42,
  ),
  accepts('email', 'a@b.co'),
  accepts('email', `${text(248)}@b.com`),
  refuses('email', `${text(249)}@b.com`),
  refuses('email', 'pat@example'),
  refuses('email', 'pat example@x.com'),
  refuses('email', ''),
  accepts('api_key', text(200)),
  refuses('api_key', text(201)),
];

const formMessageBody = {
  type: 'message',
  name: 'Notice request',
  status: 'active',
  mapped: true,
  message: 'Welcome',
  footnote: '',
  config: DEFAULT_FORM_CONFIG,
};
const { type: _message, ...formMessageDraft } = formMessageBody;

const fieldBody = {
  type: 'field',
  field: {
    section_id: UUID,
    type: 'choice',
    title: 'Owner type',
    description: '',
    required: false,
    add_to_notes: false,
    choices: [{ id: 'key_1', name: 'Owner' }],
    style: {},
    mapped_type: null,
  },
};
const { section_id: _section, type: _fieldType, ...fieldDraft } = fieldBody.field;

const companyBody = {
  name: 'Acme Builders',
  status: 'active',
  contact_id: '100200',
  config_settings: {
    send_reminders: true,
    first_reminder: 2,
    between_reminders: 5,
    request_expires: 45,
    warn_sender: 7,
    subject: '[company_name] | [job_name]',
    body: 'Please fill in [link_address]',
    from: 'no-reply@acme.example',
  },
  archive_length: -1,
  archive_duration: 'week',
  reference_label: 'Customer Reference #',
  autofill_label: 'Customer Auto-fill',
  custom_style: '',
};
const companyDraft = {
  ...companyBody.config_settings,
  ...companyBody,
  first_reminder: '2',
  between_reminders: '5',
  request_expires: '45',
  warn_sender: '7',
  archive_length: '-1',
};
/** A number the Settings tab holds as typed text. */
const days = (at: string, value: number, ok: boolean): Case => ({
  at,
  value,
  draft: String(value),
  ok,
});

const pairs: Pair[] = [
  {
    name: 'job settings (PATCH /job/{id} ~ jobSettingsDraftSchema)',
    schema: jobSettingsDraftSchema,
    server: throughPipe(UpdateJobSettingsRequestDto),
    body: jobSettingsBody,
    draft: jobSettingsDraft,
    cases: jobSettingsCases,
  },
  {
    name: 'create job (POST /job ~ newJobDraftSchema)',
    schema: newJobDraftSchema,
    server: throughPipe(CreateJobRequestDto),
    body: { ...jobSettingsBody, form_id: UUID, searchQuery: '' },
    draft: {
      ...jobSettingsDraft,
      form_id: UUID,
      form_variant_id: '',
      customer_id: null,
      searchQuery: '',
    },
    cases: [...jobSettingsCases, refuses('name', ABSENT, { draft: '' })],
  },
  {
    name: 'invite user (POST /user ~ userSchema)',
    schema: userSchema,
    server: throughPipe(CreateUserRequestDto),
    body: { ...userBody, value: UUID },
    draft: userDraft,
    cases: userCases,
  },
  {
    name: 'save user (PATCH /user/{id} ~ userSchema)',
    schema: userSchema,
    server: throughPipe(UpdateUserRequestDto),
    body: userBody,
    draft: userDraft,
    cases: userCases,
  },
  {
    name: 'note (POST /job/note ~ noteRequestSchema)',
    schema: noteRequestSchema,
    server: throughPipe(AddNoteRequestDto),
    body: { job_id: UUID, description: 'Owner asked for a copy.' },
    draft: { description: 'Owner asked for a copy.' },
    cases: [...requiredTextCases('description', 10_000), accepts('description', 'two\nlines')],
  },
  {
    name: 'share link (POST /job/history ~ shareLinkRequestSchema)',
    schema: shareLinkRequestSchema,
    server: throughPipe(CreateShareLinkRequestDto),
    body: { job_id: UUID, sections: [UUID], shareNote: 'For the owner' },
    draft: { sections: [UUID], shareNote: 'For the owner' },
    sameWords: true,
    cases: [
      ...requiredTextCases('shareNote', 100, { singleLine: true }),
      accepts(
        'sections',
        Array.from({ length: 100 }, () => UUID),
      ),
      refuses(
        'sections',
        Array.from({ length: 101 }, () => UUID),
      ),
      refuses('sections', []),
      refuses('sections', ['section-1']),
      refuses('sections', UUID),
    ],
  },
  {
    name: 'e-mail request (POST /job/{id}/email ~ emailRequestSchema)',
    schema: emailRequestSchema,
    server: throughPipe(SendEmailRequestDto),
    body: { id: UUID, to: 'ann@example.com', subject: 'Notice', body: 'Dear owner' },
    draft: { to: 'ann@example.com', subject: 'Notice', body: 'Dear owner' },
    sameWords: true,
    cases: [
      accepts('to', text(20 * 256)),
      refuses('to', text(20 * 256 + 1)),
      refuses('to', ''),
      refuses('to', ABSENT),
      refuses('to', ['ann@example.com']),
      accepts('subject', text(200)),
      refuses('subject', text(201)),
      refuses('subject', ''),
      refuses('subject', 'Notice\r\nBcc: x@evil.example'),
      accepts('body', text(20_000)),
      accepts('body', 'Dear owner,\n\nplease fill in the form.'),
      refuses('body', text(20_001)),
      refuses('body', null),
      accepts('sections', [UUID]),
      refuses('sections', []),
    ],
  },
  {
    name: 'e-mail template (POST /emailTemplate ~ emailTemplateSchema)',
    schema: emailTemplateSchema,
    server: throughPipe(EmailTemplateRequestDto),
    body: { title: 'First request', subject: '[job_name]', body: 'Hello [name]' },
    sameWords: true,
    cases: [
      ...requiredTextCases('title', 100, { singleLine: true }),
      ...requiredTextCases('subject', 200, { singleLine: true }),
      accepts('body', text(20_000)),
      accepts('body', 'line one\nline two'),
      refuses('body', text(20_001)),
      refuses('body', ''),
      refuses('body', ABSENT),
      refuses('body', 7),
    ],
  },
  {
    name: 'sign-in (POST /auth/login ~ signInSchema)',
    schema: signInSchema,
    server: throughPipe(LoginRequestDto),
    body: { email: 'admin@demo.example', password: 'demo-admin-pass' },
    cases: [
      accepts('email', ` ${text(310)}@x.example `),
      refuses('email', `${text(311)}@x.example`),
      refuses('email', '  '),
      refuses('email', ABSENT),
      accepts('password', text(200)),
      accepts('password', '  '),
      refuses('password', text(201)),
      refuses('password', ''),
      refuses('password', 12345678),
    ],
  },
  {
    name: 'change password (POST /settings/password ~ changePasswordSchema)',
    schema: changePasswordSchema,
    server: throughPipe(ChangePasswordRequestDto),
    body: { current: 'old password', new_pass: 'a new password' },
    sameWords: true,
    cases: [
      accepts('current', text(200)),
      refuses('current', text(201)),
      refuses('current', ''),
      refuses('current', ABSENT),
      accepts('new_pass', text(201)),
      refuses('new_pass', text(202)),
      refuses('new_pass', ''),
      refuses('new_pass', null),
      refuses('new_pass', true),
    ],
  },
  {
    name: 'reset password (POST /auth/reset ~ resetPasswordSchema)',
    schema: resetPasswordSchema,
    server: throughPipe(ResetPasswordRequestDto),
    body: {
      email: 'pat@example.com',
      reset_code: 'code-1',
      new_pass: 'a new password',
      confirm_pass: 'a new password',
    },
    sameWords: true,
    cases: [
      ...requiredTextCases('email', 320),
      ...requiredTextCases('reset_code', 200),
      accepts('confirm_pass', text(201)),
      refuses('confirm_pass', text(202)),
      refuses('confirm_pass', ABSENT),
    ],
  },
  {
    name: 'form settings (PATCH /form/{id} message ~ formSettingsSchema)',
    schema: formSettingsSchema,
    server: parseSaveFormPart,
    body: formMessageBody,
    draft: formMessageDraft,
    cases: [
      ...nameCases('name', 255),
      refuses('status', 'archived'),
      accepts('message', text(20_000)),
      refuses('message', text(20_001)),
      refuses('footnote', text(20_001)),
      ...nameCases('config.fields.0.label', 100),
      refuses('config.fields.1.label', ''),
      refuses('config.fields.1.name', 'job_name'),
    ],
  },
  {
    name: 'field (PATCH /form/{id} field ~ fieldEditorSchema)',
    schema: fieldEditorSchema('choice'),
    server: parseSaveFormPart,
    body: fieldBody,
    draft: fieldDraft,
    cases: inside('field', [
      accepts('title', text(255)),
      refuses('title', text(256)),
      refuses('title', 'Owner\ntype'),
      accepts('description', text(10_000)),
      refuses('description', text(10_001)),
      accepts('choices.0.name', text(255)),
      refuses('choices.0.name', text(256)),
      refuses('choices.0.name', 'Owner\tTenant'),
    ]),
  },
  {
    name: 'API token (POST /company/{id}/api-tokens ~ createApiTokenSchema)',
    schema: createApiTokenSchema,
    server: throughPipe(CreateApiTokenRequestDto),
    body: { name: 'Accounting', permissions: ['projects'], expires_at: null },
    sameWords: true,
    cases: [
      ...requiredTextCases('name', 100, { singleLine: true }),
      accepts('permissions', ['projects', 'audit']),
      refuses('permissions', []),
      refuses('permissions', ['root']),
      refuses('permissions', [7]),
      refuses('permissions', ['projects', 'projects']),
      refuses('permissions', 'projects'),
      refuses('permissions', ABSENT),
      accepts('expires_at', ABSENT),
      accepts('expires_at', '2030-01-31T23:59:59.000Z'),
      accepts('expires_at', '2030-01-31T23:59:59+02:00'),
      refuses('expires_at', 'soon'),
      refuses('expires_at', '2030-01-31'),
      refuses('expires_at', 3),
    ],
  },
  {
    name: 'service type (POST /service ~ serviceTypeSchema)',
    schema: serviceTypeSchema,
    server: throughPipe(CreateServiceTypeRequestDto),
    body: { text: 'Notice :: Premium', lien_direct: false, default: false, status: 'active' },
    cases: [
      ...requiredTextCases('text', 200, { singleLine: true }).filter(
        (c) => c.value !== ABSENT && c.value !== null && c.value !== 42,
      ),
      refuses('status', 'paused'),
      refuses('lien_direct', 'yes'),
    ],
  },
  {
    name: 'company settings (PATCH /company/{id} ~ companySettingsSchema)',
    schema: companySettingsSchema,
    server: throughPipe(UpdateCompanyRequestDto),
    body: companyBody,
    draft: companyDraft,
    cases: [
      ...nameCases('name', 255),
      accepts('contact_id', ''),
      accepts('contact_id', text(20, '7')),
      refuses('contact_id', text(21, '7')),
      refuses('contact_id', '12a'),
      ...inside('config_settings', [
        ...nameCases('subject', 200),
        accepts('body', text(10_000)),
        refuses('body', text(10_001)),
        refuses('from', 'no-reply@acme'),
        refuses('from', ''),
        days('first_reminder', 0, true),
        days('between_reminders', 3650, true),
        days('request_expires', 3651, false),
        days('warn_sender', -1, false),
        refuses('first_reminder', 1.5, { draft: '1.5' }),
      ]),
      days('archive_length', -1, true),
      days('archive_length', 9999, true),
      days('archive_length', 10_000, false),
      days('archive_length', -2, false),
      refuses('archive_duration', 'year'),
      ...nameCases('reference_label', 100),
      refuses('autofill_label', ''),
      accepts('custom_style', text(20_000)),
      refuses('custom_style', text(20_001)),
    ],
  },
  {
    name: 'add company (POST /company ~ newCompanySchema)',
    schema: newCompanySchema,
    server: throughPipe(CreateCompanyRequestDto),
    body: { company: { name: 'Acme Builders', status: 'setup', contact_id: '' } },
    draft: { name: 'Acme Builders', status: 'setup', contact_id: '' },
    cases: inside('company', [
      ...nameCases('name', 255),
      refuses('status', 'archived'),
      accepts('contact_id', text(20, '1')),
      refuses('contact_id', text(21, '1')),
      refuses('contact_id', '1-2'),
    ]),
  },
];

// ---- running a case through both sides ----------------------------------------------------------

function withValue(object: object, path: Path, value: unknown): object {
  const copy = structuredClone(object) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop() as string;
  let parent: Record<string, unknown> = copy;
  for (const key of keys) parent = parent[key] as Record<string, unknown>;
  if (value === ABSENT) delete parent[last];
  else parent[last] = value;
  return copy;
}

/** The API's first sentence of refusal, or undefined when the body passes. */
async function serverRefusal(server: Server, body: object): Promise<string | undefined> {
  try {
    await server(body);
    return undefined;
  } catch (error) {
    const answer = (error as { getResponse?: () => { message?: unknown } }).getResponse?.();
    if (!answer) throw error;
    const message = answer.message;
    return Array.isArray(message) ? String(message[0]) : String(message);
  }
}

function browserRefusal(schema: z.ZodTypeAny, draft: object): string | undefined {
  const parsed = schema.safeParse(draft);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

const shown = (value: unknown) =>
  value === ABSENT
    ? 'left out'
    : typeof value === 'string' && value.length > 40
      ? `${value.length} characters`
      : JSON.stringify(value);

describe.each(pairs)('$name', (pair) => {
  it('accepts its valid body on both sides', async () => {
    expect(browserRefusal(pair.schema, pair.draft ?? pair.body)).toBeUndefined();
    await expect(serverRefusal(pair.server, pair.body)).resolves.toBeUndefined();
  });

  it.each(pair.cases.map((c) => ({ ...c, label: `${c.at} = ${shown(c.value)}` })))(
    '$label: both sides say ok=$ok',
    async (c) => {
      const body = withValue(pair.body, c.at, c.value);
      const draft = withValue(
        pair.draft ?? pair.body,
        c.draftAt ?? c.at,
        'draft' in c ? c.draft : c.value,
      );
      const server = await serverRefusal(pair.server, body);
      const browser = browserRefusal(pair.schema, draft);
      expect({ server: server === undefined, browser: browser === undefined }).toEqual({
        server: c.ok,
        browser: c.ok,
      });
      if (pair.sameWords && !c.ok) expect(browser).toBe(server);
    },
  );
});
