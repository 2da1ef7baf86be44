import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import {
  DEFAULT_CONFIG_SETTINGS,
  type CompanyConfigSettings,
} from '@job-intake/contracts/identity/company-api';
import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import {
  type GlobalPosition,
  WrongExpectedRevisionError,
} from '../../../event-store/event-store.port';
import { DomainError } from '../../../shared/domain-error';
import type { JobCommandRunner } from '../../shared/job-commands';

export interface RemindEmailsResult {
  /** Requests the e-mail log shows still running (not expired, link not complete). */
  readonly candidates: number;
  /** What this run recorded: reminders, sender warnings and expiries. */
  readonly recorded: { readonly jobId: string; readonly event: JobEvent }[];
  /** Requests whose job changed under this run twice, or is gone: the next run looks again. */
  readonly skipped: string[];
  /** Where the last recorded event landed (to wait for the read models), or null. */
  readonly position: GlobalPosition | null;
}

interface Candidate {
  readonly id: string;
  readonly job_id: string;
  readonly company_id: string;
  readonly config_settings: Partial<CompanyConfigSettings>;
}

/**
 * Spec sections 4 and 9: each running e-mail request gets RemindEmail through the job command
 * runner; the decider
 * finds what is due now (email-reminders.ts) and records it with the revision it read. Two runs at
 * once, or a run restarted midway, record each reminder once: the loser's append is refused, and
 * its re-decision finds the reminder recorded. The outbox sends what is recorded.
 */
export async function remindEmails(
  commands: JobCommandRunner,
  pool: Pool,
  now: Date,
): Promise<RemindEmailsResult> {
  const { rows } = await pool.query<Candidate>(
    `SELECT e.id, e.job_id, e.company_id, c.config_settings FROM email_log e
     JOIN companies c ON c.id = e.company_id
     JOIN share_links l ON l.id = e.link_id
     WHERE e.status <> 'expired' AND l.status <> 'complete'
     ORDER BY e.created_at, e.id`,
  );
  const recorded: RemindEmailsResult['recorded'] = [];
  const skipped: string[] = [];
  let position: GlobalPosition | null = null;
  const correlationId = randomUUID();
  for (const email of rows) {
    try {
      const handled = await remindEmail(commands, email, now, correlationId);
      for (const event of handled.events) recorded.push({ jobId: email.job_id, event });
      position = handled.position ?? position;
    } catch (error) {
      const gone = error instanceof DomainError && error.kind === 'not_found';
      if (!gone && !(error instanceof WrongExpectedRevisionError)) throw error;
      skipped.push(email.id);
    }
  }
  return { candidates: rows.length, recorded, skipped, position };
}

function remindEmail(
  commands: JobCommandRunner,
  email: Candidate,
  now: Date,
  correlationId: string,
) {
  const config = { ...DEFAULT_CONFIG_SETTINGS, ...email.config_settings };
  return commands.run(
    email.job_id,
    email.company_id,
    { type: 'RemindEmail', data: { emailId: email.id, config, now } },
    {
      companyId: email.company_id,
      actor: { kind: 'system', process: 'remind-emails' },
      correlationId,
      occurredAt: now.toISOString(),
    },
  );
}
