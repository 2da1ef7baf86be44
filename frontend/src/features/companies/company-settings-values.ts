import {
  ARCHIVE_NEVER,
  COMPANY_LIMITS,
  CONTACT_ID_PATTERN,
  type ArchiveDuration,
  type CompanyDto,
  type CompanyStatus,
  type UpdateCompanyRequest,
} from '@job-intake/contracts/identity/company-api';
import { isEmail } from '@job-intake/contracts/identity/users-api';

/** The Settings tab's fields as the inputs hold them (numbers as typed text). */
export interface CompanySettingsValues {
  name: string;
  status: CompanyStatus;
  contact_id: string;
  send_reminders: boolean;
  first_reminder: string;
  between_reminders: string;
  request_expires: string;
  warn_sender: string;
  subject: string;
  body: string;
  from: string;
  archive_length: string;
  archive_duration: ArchiveDuration;
  reference_label: string;
  autofill_label: string;
  custom_style: string;
}

export type SettingsField = keyof CompanySettingsValues;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

export const REMINDER_DAY_FIELDS = [
  'first_reminder',
  'between_reminders',
  'request_expires',
  'warn_sender',
] as const;

export function toSettingsValues(company: CompanyDto): CompanySettingsValues {
  const settings = company.config_settings;
  return {
    name: company.name,
    status: company.status,
    contact_id: company.contact_id ?? '',
    send_reminders: settings.send_reminders,
    first_reminder: String(settings.first_reminder),
    between_reminders: String(settings.between_reminders),
    request_expires: String(settings.request_expires),
    warn_sender: String(settings.warn_sender),
    subject: settings.subject,
    body: settings.body,
    from: settings.from,
    archive_length: String(company.archive_length),
    archive_duration: company.archive_duration,
    reference_label: company.reference_label,
    autofill_label: company.autofill_label,
    custom_style: company.custom_style ?? '',
  };
}

const WHOLE_NUMBER = /^-?\d+$/;

function required(value: string, label: string, max: number): string | undefined {
  if (value.trim() === '') return `${label} is required.`;
  if (value.trim().length > max) return `${label} must be at most ${max} characters.`;
  return undefined;
}

function days(value: string): string | undefined {
  const text = value.trim();
  if (!WHOLE_NUMBER.test(text) || Number(text) < 0)
    return 'Enter a whole number of days, 0 or more.';
  if (Number(text) > COMPANY_LIMITS.reminderDays)
    return `Enter at most ${COMPANY_LIMITS.reminderDays} days.`;
  return undefined;
}

/** The same rules the API enforces, checked before sending so each field can say what is wrong. */
export function validateSettings(values: CompanySettingsValues): SettingsErrors {
  const errors: SettingsErrors = {};
  const set = (field: SettingsField, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  set('name', required(values.name, 'Company name', COMPANY_LIMITS.name));
  const contactId = values.contact_id.trim();
  if (contactId && !CONTACT_ID_PATTERN.test(contactId))
    set('contact_id', 'The contact id may contain only digits.');
  else if (contactId.length > COMPANY_LIMITS.contactId)
    set('contact_id', `The contact id may have at most ${COMPANY_LIMITS.contactId} digits.`);
  for (const field of REMINDER_DAY_FIELDS) set(field, days(values[field]));
  set('subject', required(values.subject, 'The e-mail subject', COMPANY_LIMITS.emailSubject));
  set('body', required(values.body, 'The e-mail body', COMPANY_LIMITS.emailBody));
  set('from', required(values.from, 'The from e-mail', COMPANY_LIMITS.emailFrom));
  if (!errors.from && !isEmail(values.from)) set('from', 'Enter a valid e-mail address.');
  const archive = values.archive_length.trim();
  if (!WHOLE_NUMBER.test(archive) || Number(archive) < ARCHIVE_NEVER)
    set('archive_length', 'Enter a whole number, or -1 to never archive.');
  else if (Number(archive) > COMPANY_LIMITS.archiveLength)
    set('archive_length', `Enter at most ${COMPANY_LIMITS.archiveLength}.`);
  set(
    'reference_label',
    required(values.reference_label, 'The reference label', COMPANY_LIMITS.label),
  );
  set(
    'autofill_label',
    required(values.autofill_label, 'The auto-fill label', COMPANY_LIMITS.label),
  );
  if (values.custom_style.length > COMPANY_LIMITS.customStyle)
    set(
      'custom_style',
      `The custom style may have at most ${COMPANY_LIMITS.customStyle} characters.`,
    );
  return errors;
}

/** The PATCH body; the status goes only with a super admin's save (others may not change it). */
export function toUpdateRequest(
  values: CompanySettingsValues,
  includeStatus: boolean,
): UpdateCompanyRequest {
  return {
    name: values.name.trim(),
    ...(includeStatus ? { status: values.status } : {}),
    contact_id: values.contact_id.trim() || null,
    config_settings: {
      send_reminders: values.send_reminders,
      first_reminder: Number(values.first_reminder),
      between_reminders: Number(values.between_reminders),
      request_expires: Number(values.request_expires),
      warn_sender: Number(values.warn_sender),
      subject: values.subject.trim(),
      body: values.body.trim(),
      from: values.from.trim(),
    },
    archive_length: Number(values.archive_length),
    archive_duration: values.archive_duration,
    reference_label: values.reference_label.trim(),
    autofill_label: values.autofill_label.trim(),
    custom_style: values.custom_style.trim() || null,
  };
}
