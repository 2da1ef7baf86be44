import {
  DATA_EXPORT_FIELDS as FIELDS,
  DATA_EXPORT_STATUSES,
  DOWNLOAD_ID_PATTERN,
  type DataExportRequest,
  type DataExportStatus,
} from '@job-intake/contracts/export/data-export-api';
import { JOB_DATE_PATTERN } from '@job-intake/contracts/jobs/job-settings';
import { DomainError } from '../../shared/domain-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_TEXT = 200;

/** The posted form (or JSON) read into an export request; a 400 naming the field otherwise. */
export function readExportRequest(body: unknown): DataExportRequest {
  const form = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const request: DataExportRequest = {
    statuses: statusesOf(form[FIELDS.statuses] ?? form.statuses),
    created_from: dateOf(form, FIELDS.createdFrom),
    created_to: dateOf(form, FIELDS.createdTo),
    ...optional(form, FIELDS.formId, (value) => value.length <= MAX_TEXT, 'a form id'),
    ...optional(form, FIELDS.companyId, (value) => UUID.test(value), 'a company id (UUID)'),
    ...optional(
      form,
      FIELDS.downloadId,
      (value) => DOWNLOAD_ID_PATTERN.test(value),
      'letters, digits and dashes',
    ),
  };
  if (request.created_from > request.created_to)
    throw invalid(`${FIELDS.createdFrom} must not be after ${FIELDS.createdTo}.`);
  return request;
}

/** The token field, or undefined when the form carries none. */
export function tokenOf(body: unknown): string | undefined {
  const token = (body as Record<string, unknown> | null)?.[FIELDS.token];
  return typeof token === 'string' && token !== '' ? token : undefined;
}

function statusesOf(value: unknown): DataExportStatus[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const known = (candidate: unknown): candidate is DataExportStatus =>
    DATA_EXPORT_STATUSES.includes(candidate as DataExportStatus);
  if (values.length === 0 || !values.every(known))
    throw invalid(
      `${FIELDS.statuses} must name at least one of ${DATA_EXPORT_STATUSES.join(', ')}.`,
    );
  return [...new Set(values)];
}

function dateOf(form: Record<string, unknown>, field: string): string {
  const value = form[field];
  if (typeof value !== 'string' || !JOB_DATE_PATTERN.test(value) || !isRealDate(value))
    throw invalid(`${field} must be a date (YYYY-MM-DD).`);
  return value;
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function optional(
  form: Record<string, unknown>,
  field: string,
  valid: (value: string) => boolean,
  what: string,
): Record<string, string> {
  const value = form[field];
  if (value === undefined || value === '') return {};
  if (typeof value !== 'string' || value.includes('\0') || !valid(value))
    throw invalid(`${field} must be ${what}.`);
  return { [field]: value };
}

function invalid(message: string): DomainError {
  return new DomainError('invalid', message);
}
