import type { Pool } from 'pg';
import { Companies } from '../../../companies/companies.reader';
import { type GlobalPosition } from '../../../event-store/event-store.port';
import { runCommandBatch } from '../../../workers/command-batch';
import type { JobCommandRunner } from '../../shared/job-commands';

export interface ArchiveDueResult {
  /** Submitted jobs past their company's archive time, per the job list. */
  readonly due: number;
  /** Jobs this run archived. */
  readonly archived: string[];
  /**
   * Jobs someone else archived first (another instance, an earlier run): nothing to do. A job
   * changed twice in the meantime is here too; the next run looks at it again.
   */
  readonly alreadyDone: string[];
  /** Where the last archive landed (to wait for the read models), or null. */
  readonly position: GlobalPosition | null;
}

/**
 * Spec section 4: submitted jobs are archived automatically after the company's archive_length
 * in archive_duration units (day, week, month) since they were sent to the provider;
 * archive_length -1 means never. Each job gets Archive { automatic: true } through the job
 * command runner, decided at the revision it read, so a second run, or two app instances at once, archive a
 * job once: the loser's re-decision is refused ("only submitted jobs…") and counts as done.
 */
export async function archiveDueJobs(
  commands: JobCommandRunner,
  pool: Pool,
  now: Date,
): Promise<ArchiveDueResult> {
  const policies = await new Companies(pool).archivePolicies();
  const { rows } = await pool.query<{ id: string; company_id: string }>(
    `SELECT j.id, j.company_id FROM job_list j
     JOIN jsonb_to_recordset($2::jsonb)
       AS c (company_id uuid, archive_length int, archive_duration text)
       ON c.company_id = j.company_id
     WHERE j.status = 'submitted'
       AND j.imported_at <= $1::timestamptz - CASE c.archive_duration
         WHEN 'day' THEN make_interval(days => c.archive_length)
         WHEN 'week' THEN make_interval(weeks => c.archive_length)
         ELSE make_interval(months => c.archive_length) END
     ORDER BY j.imported_at, j.id`,
    [now.toISOString(), JSON.stringify(policies)],
  );
  const batch = await runCommandBatch(
    { process: 'archive-due', now, passOver: 'conflict' },
    rows,
    (job, metadata) =>
      commands.run(
        job.id,
        job.company_id,
        { type: 'Archive', data: { automatic: true } },
        metadata,
      ),
  );
  const archived = batch.handled.filter((done) => done.events.length > 0);
  const unchanged = batch.handled.filter((done) => done.events.length === 0);
  return {
    due: rows.length,
    archived: archived.map((done) => done.candidate.id),
    alreadyDone: [...unchanged.map((done) => done.candidate), ...batch.passedOver].map(
      (job) => job.id,
    ),
    position: batch.position,
  };
}
