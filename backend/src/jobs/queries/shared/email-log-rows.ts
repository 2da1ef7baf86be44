import type { Pool } from 'pg';
import type { EmailDto, EmailStatus } from '@job-intake/contracts/emails/emails-api';
import { iso } from './job-list-rows';

/** An email_log row with its request's link uuid, as the routes read it. */
export interface EmailReadRow {
  id: string;
  job_id: string;
  company_id: string | null;
  uuid: string;
  recipients: string[];
  sender: string;
  subject: string;
  body: string;
  status: EmailStatus;
  error: string | null;
  opt_out: boolean;
  unsubscribe: string;
  resends: number;
  reminders_sent: number;
  last_reminder_date: Date | null;
  expires_at: Date;
  created_at: Date;
  sent_at: Date | null;
}

/**
 * The subject is the one the outbox rendered for the request (merge fields filled, the same for
 * every recipient), or the typed one while the request waits for the outbox.
 */
const SELECT = `SELECT e.id, e.job_id, e.company_id, l.uuid, e.recipients, e.sender,
  coalesce((SELECT o.subject FROM outbox_emails o WHERE o.email_id = e.id AND o.kind = 'request'
    LIMIT 1), e.subject) AS subject,
  e.body, e.status, e.error, e.opt_out, e.unsubscribe, e.resends, e.reminders_sent,
  e.last_reminder_date, e.expires_at, e.created_at, e.sent_at
  FROM email_log e JOIN share_links l ON l.id = e.link_id`;

/** The job's e-mails, newest first. */
export async function readJobEmails(pool: Pool, jobId: string): Promise<EmailReadRow[]> {
  const { rows } = await pool.query<EmailReadRow>(
    `${SELECT} WHERE e.job_id = $1 ORDER BY e.created_at DESC, e.id DESC`,
    [jobId],
  );
  return rows;
}

/** An e-mail of the company by its id; another company's is undefined, like a missing one. */
export async function findEmail(
  pool: Pool,
  companyId: string,
  emailId: string,
): Promise<EmailReadRow | undefined> {
  const { rows } = await pool.query<EmailReadRow>(
    `${SELECT} WHERE e.id = $1 AND e.company_id = $2`,
    [emailId, companyId],
  );
  return rows[0];
}

/** The e-mail whose unsubscribe link carries this token, or undefined. */
export async function findEmailByUnsubscribeToken(
  pool: Pool,
  token: string,
): Promise<EmailReadRow | undefined> {
  // PostgreSQL refuses a NUL in text: such a token is unknown, not a server error.
  if (token.includes('\0')) return undefined;
  const { rows } = await pool.query<EmailReadRow>(`${SELECT} WHERE e.unsubscribe = $1`, [token]);
  return rows[0];
}

/**
 * The e-mail history's view of a row. One past its expiry is expired (spec section 7) even before
 * the scheduler records EmailExpired.
 */
export function toEmailDto(row: EmailReadRow, now: Date): EmailDto {
  return {
    id: row.id,
    job_id: row.job_id,
    to: row.recipients.join(', '),
    from: row.sender,
    subject: row.subject,
    body: row.body,
    status: row.expires_at.getTime() < now.getTime() ? 'expired' : row.status,
    error: row.error,
    uuid: row.uuid,
    resend_uuids: Array.from({ length: row.resends }, () => row.uuid),
    opt_out: row.opt_out,
    last_reminder_date: iso(row.last_reminder_date),
    reminders_sent: row.reminders_sent,
    expires_at: iso(row.expires_at),
    created_at: iso(row.created_at),
    sent_at: iso(row.sent_at),
  };
}
