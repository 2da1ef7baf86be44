import type { FormSummaryDto } from '@job-intake/contracts/forms/forms-api';
import { DEFAULT_AMOUNT } from '@job-intake/contracts/jobs/job-settings';
import type { NewJobDraft } from '@job-intake/contracts/jobs/job-settings.schema';
import type { CreateJobRequest } from '@job-intake/contracts/jobs/jobs-api';
import { defaultFurnishingDates } from './furnishing-dates';

/** A fresh New Job modal: furnishing dates from today (spec section 9) and 0.00 amounts. */
export function initialNewJob(): NewJobDraft {
  return {
    name: '',
    form_id: '',
    form_variant_id: '',
    reference_no: '',
    customer_id: null,
    searchQuery: '',
    location: null,
    contact: null,
    ...defaultFurnishingDates(),
    ff_est: false,
    lf_est: false,
    total_contract_amt: DEFAULT_AMOUNT,
    total_claim_amt: DEFAULT_AMOUNT,
  };
}

type FormVariant = FormSummaryDto['form_variant'][number];

/** The variants a user picks from: none when the form only has the stand-in Default. */
export function realVariants(form: FormSummaryDto | undefined): FormVariant[] {
  return (form?.form_variant ?? []).filter((variant) => !variant.is_default);
}

/**
 * The form and variant the job is made on: the chosen ones, else (until the user picks one) the
 * first offered form and its first variant.
 */
export function chosenForm(offered: readonly FormSummaryDto[], values: NewJobDraft) {
  const form = offered.find((f) => f.id === values.form_id) ?? offered[0];
  const variants = realVariants(form);
  const variant = variants.find((v) => v.id === values.form_variant_id) ?? variants[0];
  return { form, variants, variant };
}

/** POST /job: the modal's values, trimmed, with empty dates as null and empty amounts as 0.00. */
export function createJobRequest(
  values: NewJobDraft,
  form: FormSummaryDto,
  variant: FormVariant | undefined,
  createLink: boolean,
): CreateJobRequest {
  return {
    name: values.name.trim(),
    form_id: form.id,
    form_variant_id: variant?.id ?? null,
    reference_no: values.reference_no.trim(),
    selectedLocation: values.location,
    selectedContact: values.contact,
    customer_id: values.customer_id,
    searchQuery: values.searchQuery,
    first_furnishing: values.first_furnishing || null,
    ff_est: values.ff_est,
    last_furnishing: values.last_furnishing || null,
    lf_est: values.lf_est,
    total_contract_amt: values.total_contract_amt || DEFAULT_AMOUNT,
    total_claim_amt: values.total_claim_amt || DEFAULT_AMOUNT,
    createLink,
  };
}
