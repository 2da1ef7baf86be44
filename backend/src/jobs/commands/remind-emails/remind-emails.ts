import type { Pool } from 'pg';
import { Companies } from '../../../companies/companies.reader';
import {
  DEFAULT_CONFIG_SETTINGS,
  type CompanyConfigSettings,
} from '@job-intake/contracts/identity/company-api';
import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { type EventMetadata, type GlobalPosition } from '../../../event-store/event-store.port';
import { runCommandBatch } from '../../../workers/command-batch';
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
  const rows = await candidates(pool);
  const batch = await runCommandBatch(
    { process: 'remind-emails', now, passOver: 'not_found' },
    rows,
    (email, metadata) => remindEmail(commands, email, now, metadata),
  );
  return {
    candidates: rows.length,
    recorded: batch.handled.flatMap(({ candidate, events }) =>
      events.map((event) => ({ jobId: candidate.job_id, event })),
    ),
    skipped: batch.passedOver.map((email) => email.id),
    position: batch.position,
  };
}

/** The running requests, oldest first, each with its company's settings. */
async function candidates(pool: Pool): Promise<Candidate[]> {
  const { rows } = await pool.query<Omit<Candidate, 'config_settings'>>(
    `SELECT e.id, e.job_id, e.company_id FROM email_log e
     JOIN share_links l ON l.id = e.link_id
     WHERE e.status <> 'expired' AND l.status <> 'complete'
     ORDER BY e.created_at, e.id`,
  );
  const settings = await new Companies(pool).settingsOfEach(rows.map((row) => row.company_id));
  return rows.flatMap((row) => {
    const config_settings = settings.get(row.company_id);
    return config_settings ? [{ ...row, config_settings }] : [];
  });
}

function remindEmail(
  commands: JobCommandRunner,
  email: Candidate,
  now: Date,
  metadata: EventMetadata,
) {
  const config = { ...DEFAULT_CONFIG_SETTINGS, ...email.config_settings };
  return commands.run(
    email.job_id,
    email.company_id,
    { type: 'RemindEmail', data: { emailId: email.id, config, now } },
    metadata,
  );
}
