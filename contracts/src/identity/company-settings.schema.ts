import { z } from 'zod';
import {
  ARCHIVE_DURATIONS,
  ARCHIVE_NEVER,
  COMPANY_LIMITS,
  COMPANY_STATUSES,
  CONTACT_ID_PATTERN,
} from './company-api';
import { isEmail } from './users-api';
import { isSingleLine, singleLineMessage } from '../text/single-line';

/**
 * The company Settings tab's fields as its inputs hold them (numbers as typed text), with the
 * rules PATCH /company/{id} enforces, so each field can say what is wrong before sending.
 */

const WHOLE_NUMBER = /^-?\d+$/;

/** A text the rule checks; its first failure is the field's one message. */
const text = (rule: (value: string) => string | undefined) =>
  z.string().superRefine((value, context) => {
    const message = rule(value);
    if (message) context.addIssue({ code: z.ZodIssueCode.custom, message });
  });

const requiredRule = (label: string, max: number) => (value: string) => {
  if (value.trim() === '') return `${label} is required.`;
  if (value.trim().length > max) return `${label} must be at most ${max} characters.`;
  return undefined;
};

const required = (label: string, max: number) => text(requiredRule(label, max));

/** A name, label or subject shown on one line: required, without line breaks or other control characters. */
const requiredName = (label: string, max: number) =>
  text(
    (value) =>
      requiredRule(label, max)(value) ??
      (isSingleLine(value) ? undefined : singleLineMessage(label)),
  );

const days = text((value) => {
  const number = value.trim();
  if (!WHOLE_NUMBER.test(number) || Number(number) < 0)
    return 'Enter a whole number of days, 0 or more.';
  if (Number(number) > COMPANY_LIMITS.reminderDays)
    return `Enter at most ${COMPANY_LIMITS.reminderDays} days.`;
  return undefined;
});

const contactId = text((value) => {
  const id = value.trim();
  if (id && !CONTACT_ID_PATTERN.test(id)) return 'The contact id may contain only digits.';
  if (id.length > COMPANY_LIMITS.contactId)
    return `The contact id may have at most ${COMPANY_LIMITS.contactId} digits.`;
  return undefined;
});

const fromEmail = text(
  (value) =>
    requiredRule('The from e-mail', COMPANY_LIMITS.emailFrom)(value) ??
    (isEmail(value) ? undefined : 'Enter a valid e-mail address.'),
);

const archiveLength = text((value) => {
  const number = value.trim();
  if (!WHOLE_NUMBER.test(number) || Number(number) < ARCHIVE_NEVER)
    return 'Enter a whole number, or -1 to never archive.';
  if (Number(number) > COMPANY_LIMITS.archiveLength)
    return `Enter at most ${COMPANY_LIMITS.archiveLength}.`;
  return undefined;
});

const customStyle = z
  .string()
  .max(
    COMPANY_LIMITS.customStyle,
    `The custom style may have at most ${COMPANY_LIMITS.customStyle} characters.`,
  );

export const companySettingsSchema = z.object({
  name: requiredName('Company name', COMPANY_LIMITS.name),
  status: z.enum(COMPANY_STATUSES),
  contact_id: contactId,
  send_reminders: z.boolean(),
  first_reminder: days,
  between_reminders: days,
  request_expires: days,
  warn_sender: days,
  subject: requiredName('The e-mail subject', COMPANY_LIMITS.emailSubject),
  body: required('The e-mail body', COMPANY_LIMITS.emailBody),
  from: fromEmail,
  archive_length: archiveLength,
  archive_duration: z.enum(ARCHIVE_DURATIONS),
  reference_label: requiredName('The reference label', COMPANY_LIMITS.label),
  autofill_label: requiredName('The auto-fill label', COMPANY_LIMITS.label),
  custom_style: customStyle,
});

export type CompanySettingsValues = z.infer<typeof companySettingsSchema>;

/** The Add Company dialog: a name, a status and an optional contact id, checked as in Settings. */
export const newCompanySchema = companySettingsSchema.pick({
  name: true,
  status: true,
  contact_id: true,
});

export type NewCompanyValues = z.infer<typeof newCompanySchema>;
