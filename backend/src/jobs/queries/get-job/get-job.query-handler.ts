import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DEFAULT_FORM_CONFIG, type FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import type { JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import type { AttachmentDto, JobDetail, NoteDto } from '@job-intake/contracts/jobs/jobs-api';
import { PG_POOL } from '../../../database/database.module';
import { FormVersions } from '../../../forms/versions/form-versions.service';
import { DomainError } from '../../../shared/domain-error';
import { JOB_NOT_FOUND } from '../../shared/job-commands';
import { iso, JOB_LIST_COLUMNS, toJobListItem, type JobListRow } from '../job-list-rows';
import { GetJobQuery } from './get-job.query';

export interface JobDetailRow extends JobListRow, JobSettingsValues {
  company_id: string;
  user_submitted: Partial<JobSettingsValues>;
  answer_data: Record<string, AnswerValue>;
  form_id: string;
  form_version_id: string;
  customer_id: string | null;
  deleted_at: Date | null;
  revision: string;
}

/** The settings columns and what the job page needs beyond a list row. */
export const JOB_DETAIL_COLUMNS = `${JOB_LIST_COLUMNS}, company_id, location, contact,
  first_furnishing, ff_est, last_furnishing, lf_est, total_contract_amt, total_claim_amt,
  user_submitted, answer_data, form_id, form_version_id, customer_id, deleted_at, revision`;

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

/** The job page: read models only (job_list, job_notes, job_attachments) and its form version. */
@QueryHandler(GetJobQuery)
export class GetJobQueryHandler implements IQueryHandler<GetJobQuery, JobDetail> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly versions: FormVersions,
  ) {}

  async execute({ companyId, jobId }: GetJobQuery): Promise<JobDetail> {
    const row = await findJobRow(this.pool, companyId, jobId);
    const [notes, attachments, form] = await Promise.all([
      this.notes(row.id),
      this.attachments(row.id),
      this.form(row),
    ]);
    const item = toJobListItem(row);
    return {
      ...settingsOf(row),
      id: row.id,
      uuid: row.uuid,
      status: row.status,
      user_submitted: row.user_submitted,
      progress: item.progress,
      answerData: row.answer_data,
      form_version_id: row.form_version_id,
      form,
      form_id: row.form_id,
      form_variant: row.form_variant,
      customer_id: row.customer_id,
      links: row.links,
      user: { name: row.entry_user },
      location_desc: row.location_desc,
      attachments,
      notes,
      created_at: item.created_at,
      review_at: item.review_at,
      updated_at: item.updated_at,
      imported_by: row.imported_by,
      imported_at: item.imported_at,
      directNo: row.direct_no,
      archived_at: item.archived_at,
      deleted_at: iso(row.deleted_at),
      revision: Number(row.revision),
    };
  }

  private async notes(jobId: string): Promise<NoteDto[]> {
    const { rows } = await this.pool.query<{
      id: string;
      description: string;
      name: string | null;
      created_at: Date;
    }>(
      `SELECT n.id, n.description, u.name, n.created_at FROM job_notes n
       LEFT JOIN users u ON u.id = n.user_id
       WHERE n.job_id = $1 ORDER BY n.revision`,
      [jobId],
    );
    return rows.map((note) => ({
      id: note.id,
      description: note.description,
      user: { name: note.name ?? 'Guest' },
      created_at: iso(note.created_at),
    }));
  }

  private async attachments(jobId: string): Promise<AttachmentDto[]> {
    return listAttachments(this.pool, jobId);
  }

  /** The pinned version's content; jobs of the spine slice had no form. */
  private async form(row: JobDetailRow): Promise<FormSnapshot> {
    if (!row.form_version_id) {
      return {
        id: '',
        name: '',
        title: '',
        message: '',
        footnote: '',
        config: DEFAULT_FORM_CONFIG,
        company_id: row.company_id,
        sections: [],
      };
    }
    return (await this.versions.getVersion(row.form_version_id, row.company_id)).snapshot;
  }
}

/** A job's attachments, oldest first. */
export async function listAttachments(pool: Pool, jobId: string): Promise<AttachmentDto[]> {
  const { rows } = await pool.query<{
    id: string;
    file_name: string;
    location: string;
    size: string;
    mime_type: string;
    created_at: Date;
  }>(
    `SELECT id, file_name, location, size, mime_type, created_at FROM job_attachments
     WHERE job_id = $1 ORDER BY revision`,
    [jobId],
  );
  return rows.map((row) => ({
    id: row.id,
    file_name: row.file_name,
    location: row.location,
    size: Number(row.size),
    mime_type: row.mime_type,
    created_at: iso(row.created_at),
    status: 'active',
  }));
}
