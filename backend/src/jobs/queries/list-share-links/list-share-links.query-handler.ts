import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import type { ShareLinksResponse } from '@job-intake/contracts/jobs/share-links-api';
import { PG_POOL } from '../../../database/database.module';
import { FormVersions } from '../../../forms/versions/form-versions.service';
import { findJobRow, type JobDetailRow } from '../shared/job-detail-rows';
import { readShareLinks, toShareLinkDto } from '../shared/share-link-rows';
import { ListShareLinksQuery } from './list-share-links.query';

/**
 * The Share tab's links, oldest first, from the share_links read model; each link's progress is
 * measured on the job's pinned form version and its answers (job_list), as the job page shows them.
 */
@QueryHandler(ListShareLinksQuery)
export class ListShareLinksQueryHandler implements IQueryHandler<
  ListShareLinksQuery,
  ShareLinksResponse
> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly versions: FormVersions,
  ) {}

  async execute({ companyId, jobId, origin }: ListShareLinksQuery): Promise<ShareLinksResponse> {
    const job = await findJobRow(this.pool, companyId, jobId);
    const [rows, form] = await Promise.all([readShareLinks(this.pool, job.id), this.form(job)]);
    const linked = { form, answers: job.answer_data };
    return { links: rows.map((row) => toShareLinkDto(row, origin, linked)) };
  }

  /** The pinned version; jobs of the spine slice had no form. */
  private async form(job: JobDetailRow): Promise<FormSnapshot | null> {
    if (!job.form_version_id) return null;
    return (await this.versions.getVersion(job.form_version_id, job.company_id)).snapshot;
  }
}
