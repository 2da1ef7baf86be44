import {
  fileUrl,
  type FormSummaryDto,
  type FormVariantDto,
} from '@job-intake/contracts/forms/forms-api';
import type { JobFormVariant } from '@job-intake/contracts/jobs/job-events';
import {
  DEFAULT_AMOUNT,
  defaultFurnishingDates,
  normalizeAmount,
  type JobSettingsValues,
} from '@job-intake/contracts/jobs/job-settings';
import { DomainError } from '../../shared/domain-error';
import type { CreateJobRequest } from '@job-intake/contracts/jobs/jobs-api';

export const VARIANT_NOT_OF_FORM = 'form_variant_id is not a logo variant of this form';

/** The logo variant asked for, or the form's first. */
export function pickVariant(form: FormSummaryDto, variantId: string | null): FormVariantDto {
  const variant = variantId
    ? form.form_variant.find((candidate) => candidate.id === variantId)
    : form.form_variant[0];
  if (!variant) throw new DomainError('invalid', VARIANT_NOT_OF_FORM);
  return variant;
}

export function jobVariant(variant: FormVariantDto): JobFormVariant {
  return {
    id: variant.id,
    title: variant.title,
    logo_url: variant.file ? fileUrl(variant.file) : null,
  };
}

/** The New Job modal's settings, with today's defaults for what it left out. */
export function settingsOf(
  request: CreateJobRequest,
  place: { location: string | null; contact: string | null },
  now: Date,
): JobSettingsValues {
  const dates = defaultFurnishingDates(now);
  return {
    name: request.name,
    reference_no: request.reference_no ?? '',
    location: place.location,
    contact: place.contact,
    first_furnishing: request.first_furnishing ?? dates.first_furnishing,
    ff_est: request.ff_est ?? false,
    last_furnishing: request.last_furnishing ?? dates.last_furnishing,
    lf_est: request.lf_est ?? false,
    total_contract_amt: normalizeAmount(request.total_contract_amt ?? DEFAULT_AMOUNT),
    total_claim_amt: normalizeAmount(request.total_claim_amt ?? DEFAULT_AMOUNT),
  };
}
