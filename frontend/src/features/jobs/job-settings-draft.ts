import { currencyDiffers } from '@job-intake/contracts/formatting/currency';
import type { JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import type { JobSettingsDraft } from '@job-intake/contracts/jobs/job-settings.schema';
import type { JobDetail, UpdateJobRequest } from '@job-intake/contracts/jobs/jobs-api';

/** The Settings panel's fields as its inputs hold them (no date is an empty string). */
export type SettingsDraft = JobSettingsDraft;

export type SettingsField = keyof JobSettingsValues;

const CURRENCY_FIELDS: ReadonlySet<SettingsField> = new Set([
  'total_contract_amt',
  'total_claim_amt',
]);

/** The job's settings as the panel shows them. */
export function settingsOf(job: JobDetail): JobSettingsValues {
  return {
    name: job.name,
    reference_no: job.reference_no,
    location: job.location,
    contact: job.contact,
    first_furnishing: job.first_furnishing,
    ff_est: job.ff_est,
    last_furnishing: job.last_furnishing,
    lf_est: job.lf_est,
    total_contract_amt: job.total_contract_amt,
    total_claim_amt: job.total_claim_amt,
  };
}

export function draftOf(values: JobSettingsValues): SettingsDraft {
  return {
    name: values.name,
    reference_no: values.reference_no,
    location: values.location,
    contact: values.contact,
    first_furnishing: values.first_furnishing ?? '',
    ff_est: values.ff_est,
    last_furnishing: values.last_furnishing ?? '',
    lf_est: values.lf_est,
    total_contract_amt: values.total_contract_amt,
    total_claim_amt: values.total_claim_amt,
  };
}

/** The draft as the settings values it stands for. */
function valuesOf(draft: SettingsDraft): JobSettingsValues {
  return {
    name: draft.name.trim(),
    reference_no: draft.reference_no.trim(),
    location: draft.location,
    contact: draft.contact,
    first_furnishing: draft.first_furnishing || null,
    ff_est: draft.ff_est,
    last_furnishing: draft.last_furnishing || null,
    lf_est: draft.lf_est,
    total_contract_amt: draft.total_contract_amt || '0.00',
    total_claim_amt: draft.total_claim_amt || '0.00',
  };
}

/** The fields whose value the draft changes. */
export function changedFields(draft: SettingsDraft, saved: JobSettingsValues): SettingsField[] {
  const edited = valuesOf(draft);
  const savedDraft = valuesOf(draftOf(saved));
  return (Object.keys(edited) as SettingsField[]).filter(
    (field) => edited[field] !== savedDraft[field],
  );
}

/** PATCH /job/{id}: only what changed (location and contact under their request names). */
export function updateRequest(draft: SettingsDraft, saved: JobSettingsValues): UpdateJobRequest {
  const edited = valuesOf(draft);
  const request: UpdateJobRequest = {};
  for (const field of changedFields(draft, saved)) {
    if (field === 'location') request.selectedLocation = edited.location;
    else if (field === 'contact') request.selectedContact = edited.contact;
    else Object.assign(request, { [field]: edited[field] });
  }
  return request;
}

const blank = (value: unknown) => (value === null || value === undefined ? '' : value);

/**
 * Whether the customer's value of a field is worth showing beside the staff one: it differs.
 * Amounts compare at two decimals and a zero customer amount never counts (spec section 5).
 */
export function customerValueDiffers(
  field: SettingsField,
  staff: JobSettingsValues,
  submitted: Partial<JobSettingsValues>,
): boolean {
  if (!(field in submitted)) return false;
  const theirs = submitted[field];
  if (CURRENCY_FIELDS.has(field)) return currencyDiffers(staff[field] as string, theirs as string);
  return blank(theirs) !== blank(staff[field]);
}
