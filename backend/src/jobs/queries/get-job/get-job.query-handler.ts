import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DEFAULT_FORM_CONFIG, type FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import type { AttachmentDto, JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { DEFAULT_PAGE_SIZE } from '@job-intake/contracts/paging';
import { PG_POOL } from '../../../database/database.module';
import { FormVersions } from '../../../forms/versions/form-versions.service';
import { Importers } from '../../shared/importers';
import { listAttachments } from '../shared/job-attachment-rows';
import { findJobRow, settingsOf, type JobDetailRow } from '../shared/job-detail-rows';
import { iso, toJobListItem } from '../shared/job-list-rows';
import { readJobNotesPage, type JobNotesPage } from '../shared/job-note-rows';
import { GetJobQuery } from './get-job.query';

/** The job page: read models only (job_list, job_notes, job_attachments) and its form version. */
@QueryHandler(GetJobQuery)
export class GetJobQueryHandler implements IQueryHandler<GetJobQuery, JobDetail> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly versions: FormVersions,
    private readonly importers: Importers,
  ) {}

  async execute({ companyId, jobId, caller }: GetJobQuery): Promise<JobDetail> {
    const row = await findJobRow(this.pool, companyId, jobId);
    const [notes, attachments, form, canImport] = await Promise.all([
      this.notes(row.id),
      this.attachments(row.id),
      this.form(row),
      this.importers.mayImport(caller),
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
      notes: notes.notes,
      notes_total: notes.total,
      created_at: item.created_at,
      review_at: item.review_at,
      updated_at: item.updated_at,
      imported_by: row.imported_by,
      imported_at: item.imported_at,
      directNo: row.direct_no,
      import_state: row.import_state,
      import_error: row.import_error,
      archived_at: item.archived_at,
      deleted_at: iso(row.deleted_at),
      revision: Number(row.revision),
      can_import: canImport,
    };
  }

  /** The newest page only: a job's notes can grow without bound (GET /job/{id}/notes pages them). */
  private async notes(jobId: string): Promise<JobNotesPage> {
    return readJobNotesPage(this.pool, jobId, { page: 1, size: DEFAULT_PAGE_SIZE, dir: 'desc' });
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
