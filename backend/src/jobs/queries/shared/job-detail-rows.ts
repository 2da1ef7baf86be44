import type { Pool } from 'pg';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import type { JobImportState } from '@job-intake/contracts/jobs/jobs-api';
import type { JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import { DomainError } from '../../../shared/domain-error';
import { JOB_NOT_FOUND } from '../../domain/job.decider';
import { JOB_LIST_COLUMNS, type JobListRow } from './job-list-rows';

export interface JobDetailRow extends JobListRow, JobSettingsValues {
  company_id: string;
  user_submitted: Partial<JobSettingsValues>;
  answer_data: Record<string, AnswerValue>;
  form_id: string;
  form_version_id: string;
  customer_id: string | null;
  deleted_at: Date | null;
  revision: string;
  import_state: JobImportState | null;
  import_error: string | null;
  /** A furnishing date changed after the job was created (else it may be New Job's default). */
  first_furnishing_changed: boolean;
  last_furnishing_changed: boolean;
}

/** The settings columns and what the job page needs beyond a list row. */
export const JOB_DETAIL_COLUMNS = `${JOB_LIST_COLUMNS}, company_id, location, contact,
  first_furnishing, ff_est, last_furnishing, lf_est, total_contract_amt, total_claim_amt,
  user_submitted, answer_data, form_id, form_version_id, customer_id, deleted_at, revision, import_state, import_error,
  first_furnishing_changed, last_furnishing_changed`;

/** A job row of the company by id or uuid, or 404 exactly like a job that does not exist. */
export async function findJobRow(
  pool: Pool,
  companyId: string,
  idOrUuid: string,
): Promise<JobDetailRow> {
  const { rows } = await pool.query<JobDetailRow>(
    `SELECT ${JOB_DETAIL_COLUMNS} FROM job_list
     WHERE (id = $1 OR uuid = $1) AND company_id = $2`,
    [idOrUuid, companyId],
  );
  const row = rows[0];
  if (!row) throw new DomainError('not_found', JOB_NOT_FOUND);
  return row;
}

export function settingsOf(row: JobSettingsValues): JobSettingsValues {
  return {
    name: row.name,
    reference_no: row.reference_no,
    location: row.location,
    contact: row.contact,
    first_furnishing: row.first_furnishing,
    ff_est: row.ff_est,
    last_furnishing: row.last_furnishing,
    lf_est: row.lf_est,
    total_contract_amt: row.total_contract_amt,
    total_claim_amt: row.total_claim_amt,
  };
}
