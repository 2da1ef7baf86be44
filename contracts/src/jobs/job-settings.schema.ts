import { z } from 'zod';
import {
  isJobDate,
  JOB_AMOUNT_MESSAGE,
  JOB_AMOUNT_PATTERN,
  JOB_DATE_MESSAGE,
  JOB_NAME_MAX_LENGTH,
  JOB_REFERENCE_MAX_LENGTH,
  JOB_SETTINGS_LABELS,
} from './job-settings';
import { isSingleLine, singleLineMessage } from '../text/single-line';

export const JOB_NAME_REQUIRED = 'Name is required';
export const JOB_TEXT_TOO_LONG = (field: string, max: number) =>
  `${field} must be at most ${max} characters`;

export const JOB_NAME_ONE_LINE = singleLineMessage(JOB_SETTINGS_LABELS.name);

/** A job name: not blank, on one line, at most JOB_NAME_MAX_LENGTH characters once trimmed. */
export const jobNameSchema = z
  .string()
  .trim()
  .min(1, JOB_NAME_REQUIRED)
  .max(JOB_NAME_MAX_LENGTH, JOB_TEXT_TOO_LONG(JOB_SETTINGS_LABELS.name, JOB_NAME_MAX_LENGTH))
  .refine(isSingleLine, JOB_NAME_ONE_LINE);

export const jobReferenceSchema = z
  .string()
  .trim()
  .max(
    JOB_REFERENCE_MAX_LENGTH,
    JOB_TEXT_TOO_LONG(JOB_SETTINGS_LABELS.reference_no, JOB_REFERENCE_MAX_LENGTH),
  );

/** A date as an input holds it: empty (no date) or a real YYYY-MM-DD day. */
export const jobDateInputSchema = (label: string) =>
  z.string().refine((value) => value === '' || isJobDate(value), JOB_DATE_MESSAGE(label));

/** An amount as the currency input hands it up: empty (0.00) or digits with at most 2 decimals. */
export const jobAmountInputSchema = (label: string) =>
  z
    .string()
    .refine((value) => value === '' || JOB_AMOUNT_PATTERN.test(value), JOB_AMOUNT_MESSAGE(label));

/**
 * The job settings as a form holds them (the Settings panel, the New Job modal): no date is an
 * empty string, a cleared amount too; the server applies the same rules to what is sent.
 */
export const jobSettingsDraftSchema = z.object({
  name: jobNameSchema,
  reference_no: jobReferenceSchema,
  location: z.string().nullable(),
  contact: z.string().nullable(),
  first_furnishing: jobDateInputSchema(JOB_SETTINGS_LABELS.first_furnishing),
  ff_est: z.boolean(),
  last_furnishing: jobDateInputSchema(JOB_SETTINGS_LABELS.last_furnishing),
  lf_est: z.boolean(),
  total_contract_amt: jobAmountInputSchema(JOB_SETTINGS_LABELS.total_contract_amt),
  total_claim_amt: jobAmountInputSchema(JOB_SETTINGS_LABELS.total_claim_amt),
});

export type JobSettingsDraft = z.input<typeof jobSettingsDraftSchema>;

/** The New Job modal: the settings, the form (and logo) the job is made on, and its customer. */
export const newJobDraftSchema = jobSettingsDraftSchema.extend({
  form_id: z.string(),
  form_variant_id: z.string(),
  /** The customer preset chosen in the auto-fill, and how it read. */
  customer_id: z.string().nullable(),
  searchQuery: z.string(),
});

export type NewJobDraft = z.input<typeof newJobDraftSchema>;
