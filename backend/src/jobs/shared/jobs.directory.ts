import type { Queryable } from '../../database/pg-pool';

/** What another module may read of a job in the job list. */
export interface JobSummary {
  readonly id: string;
  readonly company_id: string;
  readonly name: string;
  readonly reference_no: string;
  readonly customer_id: string | null;
  readonly creator_user_id: string | null;
  readonly workflow_step_id: string | null;
}

/** What another module may read of a share link. */
export interface ShareLinkSummary {
  readonly id: string;
  readonly uuid: string;
  readonly label: string | null;
}

/**
 * Jobs and share links for set-based reads of another module (decision 0034), on the caller's
 * pool or, in a projection's batch, its client.
 */
export class JobsDirectory {
  constructor(private readonly db: Queryable) {}

  /** The jobs with these ids in the job list, by id; one not there yet is left out. */
  async jobsOf(ids: readonly string[]): Promise<Map<string, JobSummary>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.db.query<JobSummary>(
      `SELECT id, company_id, name, reference_no, customer_id, creator_user_id, workflow_step_id
       FROM job_list WHERE id = ANY($1::uuid[])`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The share links with these ids, by id; one not there yet is left out. */
  async shareLinksOf(ids: readonly string[]): Promise<Map<string, ShareLinkSummary>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.db.query<ShareLinkSummary>(
      'SELECT id, uuid, label FROM share_links WHERE id = ANY($1::uuid[])',
      [[...new Set(ids)]],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }
}
