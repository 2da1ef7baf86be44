import type { Pool } from 'pg';
import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import type { ShareLinkDto, ShareLinkStatus } from '@job-intake/contracts/jobs/share-links-api';
import { DomainError } from '../../../shared/domain-error';
import { SHARE_LINK_NOT_FOUND, shareLinkProgress } from '../../domain/share-links/share-link.decisions';
import { shareLinkUrl } from '../../shared/share-link-url';
import { iso } from './job-list-rows';

/** A share_links row as the staff routes read it. */
export interface ShareLinkReadRow {
  id: string;
  uuid: string;
  job_id: string;
  label: string;
  sections: string[];
  status: ShareLinkStatus;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, uuid, job_id, label, sections, status, created_at, updated_at';

/** The job's links, oldest first. */
export async function readShareLinks(pool: Pool, jobId: string): Promise<ShareLinkReadRow[]> {
  const { rows } = await pool.query<ShareLinkReadRow>(
    `SELECT ${COLUMNS} FROM share_links WHERE job_id = $1 ORDER BY created_at, id`,
    [jobId],
  );
  return rows;
}

/** A link of the company by its id; another company's link is not found, like a missing one. */
export async function findShareLink(
  pool: Pool,
  companyId: string,
  linkId: string,
): Promise<ShareLinkReadRow> {
  const { rows } = await pool.query<ShareLinkReadRow>(
    `SELECT ${COLUMNS} FROM share_links WHERE id = $1 AND company_id = $2`,
    [linkId, companyId],
  );
  if (!rows[0]) throw new DomainError('not_found', SHARE_LINK_NOT_FOUND);
  return rows[0];
}

/** What the progress of a job's links is measured on: its pinned form (none: nothing to fill). */
export interface LinkedJob {
  readonly form: Pick<FormSnapshot, 'sections'> | null;
  readonly answers: Readonly<Record<string, AnswerValue>>;
}

/** The Share tab's view of a link; its url is `<origin>/link/<uuid>`. */
export function toShareLinkDto(
  row: ShareLinkReadRow,
  origin: string,
  job: LinkedJob,
): ShareLinkDto {
  return {
    id: row.id,
    uuid: row.uuid,
    url: shareLinkUrl(origin, row.uuid),
    shareNote: row.label,
    sections: row.sections,
    progress: shareLinkProgress(job.form ?? { sections: [] }, row.sections, job.answers).percent,
    status: row.status,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
