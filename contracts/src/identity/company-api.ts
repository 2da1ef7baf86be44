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

/** PATCH /company/{id} */
export type UpdateCompanyRequest = Partial<
  Pick<
    CompanyDto,
    | 'name'
    | 'status'
    | 'contact_id'
    | 'config_settings'
    | 'archive_length'
    | 'archive_duration'
    | 'reference_label'
    | 'autofill_label'
    | 'custom_style'
  >
>;

export const COMPANY_SAVED_MESSAGE = 'SUCCESS! Company Settings have been updated!';
