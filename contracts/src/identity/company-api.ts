import type { PageInfo, PageQuery } from '../paging';

/** Company status values (spec section 9). */
export const COMPANY_STATUSES = [
  'demo',
  'setup',
  'beta',
  'active',
  'inactive',
  'hold',
  'closed',
] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const ARCHIVE_DURATIONS = ['day', 'week', 'month'] as const;
export type ArchiveDuration = (typeof ARCHIVE_DURATIONS)[number];

/** Reminder and e-mail settings of a company (spec: config_settings). */
export interface CompanyConfigSettings {
  subject: string;
  body: string;
  from: string;
  send_reminders: boolean;
  first_reminder: number;
  between_reminders: number;
  request_expires: number;
  warn_sender: number;
}

export const DEFAULT_EMAIL_SUBJECT = '[company_name] | [job_name]';
export const DEFAULT_EMAIL_BODY = [
  'Hello [customer_name],',
  '',
  'Please provide the information for the job [job_name] at the link below:',
  '[link_address]',
  '',
  'Thank you,',
  '[user_name]',
  '[company_name]',
].join('\n');
export const DEFAULT_EMAIL_FROM = 'no-reply@job-intake.local';

export const DEFAULT_CONFIG_SETTINGS: CompanyConfigSettings = {
  subject: DEFAULT_EMAIL_SUBJECT,
  body: DEFAULT_EMAIL_BODY,
  from: DEFAULT_EMAIL_FROM,
  send_reminders: false,
  first_reminder: 2,
  between_reminders: 5,
  request_expires: 45,
  warn_sender: 7,
};

export const DEFAULT_REFERENCE_LABEL = 'Customer Reference #';
export const DEFAULT_AUTOFILL_LABEL = 'Customer Auto-fill';

/** GET /company/{id} and the admin companies table. */
export interface CompanyDto {
  id: string;
  name: string;
  status: CompanyStatus;
  contact_id: string | null;
  config_settings: CompanyConfigSettings;
  archive_length: number;
  archive_duration: ArchiveDuration;
  reference_label: string;
  autofill_label: string;
  custom_style: string | null;
  created_at: string;
}

/** PATCH /company/{id}: every field is optional; config_settings is merged into the saved one. */
export type UpdateCompanyRequest = Partial<
  Pick<
    CompanyDto,
    | 'name'
    | 'status'
    | 'contact_id'
    | 'archive_length'
    | 'archive_duration'
    | 'reference_label'
    | 'autofill_label'
    | 'custom_style'
  >
> & { config_settings?: Partial<CompanyConfigSettings> };

export const COMPANY_SAVED_MESSAGE = 'SUCCESS! Company Settings have been updated!';

/** One person of the company (GET /company/{id} user_list). */
export interface CompanyUserDto {
  id: string;
  name: string;
  email: string;
  /** The name of the user's role in this company. */
  role: string;
}

/**
 * GET /company/{id} and the answer of PATCH /company/{id}. service_types, email_templates,
 * customers and stats join this shape as their features arrive.
 */
export interface CompanyDetailDto extends CompanyDto {
  user_list: CompanyUserDto[];
}

/** One row of the admin companies table (GET /companies, super admins only). */
export interface CompanyListItem {
  id: string;
  name: string;
  status: CompanyStatus;
  contact_id: string | null;
  created_at: string;
  user_count: number;
}

/** The columns the admin companies table sorts by (`users`: the number of users). */
export const COMPANY_SORTS = ['name', 'status', 'created', 'users'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];
export const DEFAULT_COMPANY_SORT = { sort: 'name', dir: 'asc' } as const;

/** GET /companies?page=…&size=…&sort=…&dir=…&q=…: `q` finds companies by name. */
export interface CompanyListQuery extends PageQuery<CompanySort> {
  q?: string;
}

/** One page of the companies; `total` counts every match. */
export interface CompanyListResponse extends PageInfo<CompanySort> {
  companies: CompanyListItem[];
  total: number;
}

/** POST /company (super admins only). */
export interface CreateCompanyRequest {
  company: {
    name: string;
    status: CompanyStatus;
    contact_id?: string | null;
  };
}

export interface CreateCompanyResponse {
  company: CompanyDto;
  /** The login e-mail of the generic admin user created with the company. */
  admin_email: string;
}

// ---- Rules shared by the API and the forms -------------------------------------------------

export const COMPANY_STATUS_LABELS: Record<CompanyStatus, string> = {
  demo: 'Demo',
  setup: 'Setup',
  beta: 'Beta',
  active: 'Active',
  inactive: 'Inactive',
  hold: 'Hold',
  closed: 'Closed',
};

/** The status the Add Company modal starts with. */
export const DEFAULT_NEW_COMPANY_STATUS: CompanyStatus = 'setup';

export const ARCHIVE_DURATION_LABELS: Record<ArchiveDuration, string> = {
  day: 'Day(s)',
  week: 'Week(s)',
  month: 'Month(s)',
};

/** archive_length of a company whose submitted jobs are never archived (spec section 9). */
export const ARCHIVE_NEVER = -1;

export const COMPANY_LIMITS = {
  name: 255,
  label: 100,
  contactId: 20,
  archiveLength: 9999,
  /** Reminder, expiry and warning periods, in days. */
  reminderDays: 3650,
  /** Spec section 9: an e-mail subject is up to 200 characters. */
  emailSubject: 200,
  emailBody: 10000,
  emailFrom: 320,
  customStyle: 20000,
} as const;

/** A provider contact id (CNT_ID) is a number. */
export const CONTACT_ID_PATTERN = /^\d+$/;

/** The merge fields an e-mail subject or body may hold (spec section 9). */
export const EMAIL_MERGE_FIELDS = [
  '[link_address]',
  '[job_number]',
  '[customer_name]',
  '[job_name]',
  '[company_name]',
  '[user_name]',
  '[user_email]',
] as const;

/** The roles every new company starts with (spec section 6). */
export const ADMIN_ROLE_NAME = 'Admin';
export const STANDARD_USER_ROLE_NAME = 'Standard User';

/**
 * The generic admin user of a new company signs in as admin+<slug>@job-intake.local; it starts
 * without a usable password and is e-mailed a link to choose one (decision 0014).
 */
export const GENERIC_ADMIN_EMAIL_DOMAIN = 'job-intake.local';

/** 'Acme Builders, Inc.' → 'acme-builders-inc'; a name without letters or digits → 'company'. */
export function companySlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return slug || 'company';
}

/** The generic admin's login e-mail; `n` > 1 tells apart companies whose names give one slug. */
export function genericAdminEmail(name: string, n = 1): string {
  const suffix = n > 1 ? `-${n}` : '';
  return `admin+${companySlug(name)}${suffix}@${GENERIC_ADMIN_EMAIL_DOMAIN}`;
}
