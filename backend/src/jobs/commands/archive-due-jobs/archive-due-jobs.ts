import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import {
  type GlobalPosition,
  WrongExpectedRevisionError,
} from '../../../event-store/event-store.port';
import { DomainError } from '../../../shared/domain-error';
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
  const { rows } = await pool.query<{ id: string; company_id: string }>(
    `SELECT j.id, j.company_id FROM job_list j
     JOIN companies c ON c.id = j.company_id
     WHERE j.status = 'submitted' AND c.archive_length >= 0
       AND j.imported_at <= $1::timestamptz - CASE c.archive_duration
         WHEN 'day' THEN make_interval(days => c.archive_length)
         WHEN 'week' THEN make_interval(weeks => c.archive_length)
         ELSE make_interval(months => c.archive_length) END
     ORDER BY j.imported_at, j.id`,
    [now.toISOString()],
  );
  const archived: string[] = [];
  const alreadyDone: string[] = [];
  let position: GlobalPosition | null = null;
  const correlationId = randomUUID();
  for (const job of rows) {
    try {
      const handled = await commands.run(
        job.id,
        job.company_id,
        { type: 'Archive', data: { automatic: true } },
        {
          companyId: job.company_id,
          actor: { kind: 'system', process: 'archive-due' },
          correlationId,
          occurredAt: now.toISOString(),
        },
      );
      if (handled.position) {
        archived.push(job.id);
        position = handled.position;
      } else {
        alreadyDone.push(job.id);
      }
    } catch (error) {
      const refused = error instanceof DomainError && error.kind === 'conflict';
      if (!refused && !(error instanceof WrongExpectedRevisionError)) throw error;
      alreadyDone.push(job.id);
    }
  }
  return { due: rows.length, archived, alreadyDone, position };
}
