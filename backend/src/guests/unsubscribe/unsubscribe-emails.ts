import type { Pool } from 'pg';
import {
  findEmailByUnsubscribeToken,
  type EmailReadRow,
} from '../../jobs/queries/shared/email-log-rows';
import { findJobRow } from '../../jobs/queries/shared/job-detail-rows';
import { DomainError } from '../../shared/domain-error';

export const UNSUBSCRIBE_LINK_NOT_FOUND = 'This unsubscribe link is not valid.';

/** The e-mail request an unsubscribe link stops, with its job's name; an unknown token is 404. */
export async function findUnsubscribed(
  pool: Pool,
  token: string,
): Promise<{ email: EmailReadRow & { company_id: string }; jobName: string }> {
  const email = await findEmailByUnsubscribeToken(pool, token);
  if (!email?.company_id) throw new DomainError('not_found', UNSUBSCRIBE_LINK_NOT_FOUND);
  const job = await findJobRow(pool, email.company_id, email.job_id);
  return { email: { ...email, company_id: email.company_id }, jobName: job.name };
}
