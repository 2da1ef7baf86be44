import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import {
  GUEST_LINK_EXPIRED,
  GUEST_LINK_NOT_FOUND,
  type GuestLinkResponse,
} from '@job-intake/contracts/guests/guest-api';
import { Companies } from '../../companies/companies.reader';
import { PG_POOL } from '../../database/database.module';
import { FormVersions } from '../../forms/versions/form-versions.service';
import { GuestLinks } from '../../jobs/guest-links/guest-links';
import { findJobRow } from '../../jobs/queries/shared/job-detail-rows';
import { DomainError } from '../../shared/domain-error';
import { shareLinkProgress } from '../../jobs/domain/share-links/share-link.decisions';
import { linkAnswers, linkForm } from '../domain/link-sections';
import { findGuestLink } from '../shared/guest-links';
import { OpenLinkQuery } from './open-link.query';

/**
 * The guest form of a share link, from the read models: the job's pinned form cut to the link's
 * sections and their answers only; nothing else of the job (no settings, notes or files).
 */
@QueryHandler(OpenLinkQuery)
export class OpenLinkQueryHandler implements IQueryHandler<OpenLinkQuery, GuestLinkResponse> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly versions: FormVersions,
    private readonly links: GuestLinks,
    private readonly companies: Companies,
  ) {}

  async execute({ uuid }: OpenLinkQuery): Promise<GuestLinkResponse> {
    const link = await findGuestLink(this.links, this.companies, uuid);
    const job = await findJobRow(this.pool, link.company_id, link.job_id);
    if (job.status === 'deleted' || !job.form_version_id)
      throw new DomainError('not_found', GUEST_LINK_NOT_FOUND);
    const form = (await this.versions.getVersion(job.form_version_id, link.company_id)).snapshot;
    const shown = {
      link: { id: link.id, uuid: link.uuid, sections: link.sections },
      company: { name: link.company_name },
      form_variant: job.form_variant,
      // The row's revision moves with its answers: a save based on it conflicts with later changes only.
      revision: Number(job.revision),
    };
    if (link.expired && link.status !== 'complete') {
      // Why and who sent it (the company, the variant's logo), nothing of the job: no name, no
      // sections, no answers.
      return {
        ...shown,
        job: { name: '', status: job.status },
        form: { ...form, sections: [] },
        answerData: {},
        progress: { percent: 0, remaining: 0 },
        read_only: true,
        closed_message: GUEST_LINK_EXPIRED,
      };
    }
    return {
      ...shown,
      job: { name: job.name, status: job.status },
      form: linkForm(form, link.sections, job.answer_data),
      answerData: linkAnswers(form, job.answer_data, link.sections),
      progress: shareLinkProgress(form, link.sections, job.answer_data),
      read_only: link.status === 'complete' || job.status !== 'open',
      closed_message: null,
    };
  }
}
