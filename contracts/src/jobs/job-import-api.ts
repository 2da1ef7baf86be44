/**
 * Sending a job to the provider (spec 2 "Job Data tab", 4 pending → submitted, 6 who may import,
 * 7 POST /job/{id}/import, 8 import error). GET /job/{id}/import shows the reviewer what the
 * provider will receive and what will fail (the pre-send check); POST /job/{id}/import runs the
 * same check, refuses with a 400 listing every problem, and otherwise answers once the provider
 * has (the import is recorded as requested, then completed or failed, on the job's stream).
 */
import type { ProviderImportPayload } from '../provider/provider-import';
import type { ServiceTypeDto } from '../services/service-types-api';
import type { FurnishingWarning } from './furnishing-warnings';
import { CONTACT_LOCATION_WARNING } from './job-settings';

export interface ImportJobRequest {
  id: string;
  /** The chosen service type's id; omitted: the company's default (or DEFAULT_SERVICE_TYPE). */
  service?: string;
}

export interface ImportJobResponse {
  /** The job's status after the import: 'submitted'. */
  status: 'submitted';
  ols_resp: { directNo: string };
}

/** POST /job/{id}/import's 202: the provider is still being asked (IMPORT_STILL_RUNNING). */
export interface ImportStillRunningResponse {
  message: string;
}

export type ImportProblemCode = 'contact_location' | 'required_field' | 'owner_differs';

export interface ImportProblem {
  code: ImportProblemCode;
  message: string;
  /** The form field to fix, for required_field and owner_differs. */
  field_id?: string;
}

/** GET /job/{id}/import: the pre-send check of a pending job, for a user who may import it. */
export interface ImportPreviewDto {
  payload: ProviderImportPayload;
  problems: ImportProblem[];
  /** Advice that does not stop the send: furnishing dates to check (furnishingWarningsOf). */
  warnings: FurnishingWarning[];
  /** The active service types to choose from (the select shows only when there are two or more). */
  services: ServiceTypeDto[];
  /** The service sent when none is chosen. */
  default_service: string;
}

export const IMPORT_FORBIDDEN =
  'Only a user of the last workflow step who holds an API key can send jobs to the provider.';
export const IMPORT_NOT_PENDING = 'Only a job in Review can be sent to the provider.';
export const IMPORT_IN_PROGRESS = 'This job is already being sent to the provider.';
export const IMPORT_SERVICE_UNKNOWN = "service must be one of the company's active service types";
/** The provider has not answered within the request's time; the job shows Submitted once it does. */
export const IMPORT_STILL_RUNNING =
  'The provider has not answered yet. The job will show Submitted as soon as it does.';

/** What will fail at the provider, in the words the reviewer sees (spec 5 and 8). */
export function importProblemsOf(payload: ProviderImportPayload): ImportProblem[] {
  const problems: ImportProblem[] = [];
  if (!payload.cnt_id || !payload.div_id)
    problems.push({ code: 'contact_location', message: CONTACT_LOCATION_WARNING });
  for (const field of payload.fields) {
    if (field.required && field.value.trim() === '')
      problems.push({
        code: 'required_field',
        field_id: field.field_id,
        message: `${field.label} is required and empty.`,
      });
  }
  for (const address of payload.addresses) {
    const owner = address.parcel_owner?.trim();
    const named = (address.name || address.company || '').trim();
    if (owner && named && owner.toLowerCase() !== named.toLowerCase())
      problems.push({
        code: 'owner_differs',
        field_id: address.field_id,
        message: `${address.label}: ${named} is not the parcel's owner (${owner}).`,
      });
  }
  return problems;
}
