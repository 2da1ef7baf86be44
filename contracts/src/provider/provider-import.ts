/**
 * The provider's import call: what a job becomes when a reviewer sends it (spec 7,
 * POST /job/{id}/import; the provider's side is ours to fix, docs/decisions/0025). The payload is
 * mapped from the job by one pure function and recorded in the request event, so what was asked
 * of the provider is part of the job's history; the idempotency key makes a retried call answer
 * the notice job already created instead of a second one.
 */
import type { AddressValue } from '../job-form/address';
import { PROVIDER_CLIENT_PREFIX } from './provider-api';

/** The header carrying the idempotency key (derived from the request event's id). */
export const PROVIDER_IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const providerImportPaths = {
  /** POST ProviderImportPayload with Idempotency-Key: answers ProviderImportAnswer (201, or 200 for a key seen before). */
  imports: `/${PROVIDER_CLIENT_PREFIX}/client/2/jobs/import/json`,
  /** GET: the notice job created under a key (ProviderImportAnswer), or 404 when there is none. */
  importByKey: (key: string) =>
    `/${PROVIDER_CLIENT_PREFIX}/client/2/jobs/import/json/${encodeURIComponent(key)}`,
} as const;

/** One address of the job as the provider files it: job location (2), customer (null), parties (3–8), bonds (10–12). */
export interface ProviderImportAddress extends AddressValue {
  /** The form field the address was answered in. */
  field_id: string;
  type_id: number | null;
  /** The form field's title, for a person reading the notice job. */
  label: string;
  /** The owner the parcel lookup found for this address, when one was looked up (issue 15). */
  parcel_owner?: string;
}

/** One answered (or required and empty) field of the form. */
export interface ProviderImportField {
  field_id: string;
  label: string;
  /** The settings field it is mapped to (form builder's mapped type), or null. */
  mapped: string | null;
  required: boolean;
  /** The answer as text ('' when empty); lists are joined with ', '. */
  value: string;
}

export interface ProviderImportAttachment {
  file_name: string;
  size: number;
  mime_type: string;
}

export interface ProviderImportPayload {
  job_id: string;
  job_uuid: string;
  /** The chosen service type's text, e.g. 'Notice :: Premium'. */
  service: string;
  lien_direct: boolean;
  name: string;
  reference_no: string;
  /** The contact (CNT_ID): the job's, or the creator's when the job has none. */
  cnt_id: string | null;
  /** The location (DIV_ID). */
  div_id: string | null;
  first_furnishing: string | null;
  ff_est: boolean;
  last_furnishing: string | null;
  lf_est: boolean;
  total_contract_amt: string;
  total_claim_amt: string;
  addresses: ProviderImportAddress[];
  fields: ProviderImportField[];
  attachments: ProviderImportAttachment[];
}

/** The provider's answer to an import, and to a lookup by key. */
export interface ProviderImportAnswer {
  directNo: string;
}
