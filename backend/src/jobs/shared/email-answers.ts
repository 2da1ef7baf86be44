import type { Pool } from 'pg';
import type { EmailDto } from '@job-intake/contracts/emails/emails-api';
import { EMAIL_NOT_FOUND } from '../domain/email-requests/email.decisions';
import { DomainError } from '../../shared/domain-error';
import { findEmail, toEmailDto } from '../queries/shared/email-log-rows';

/** The e-mail as the history shows it, read back after a command; another company's is 404. */
export async function readEmailDto(
  pool: Pool,
  companyId: string,
  emailId: string,
): Promise<EmailDto> {
  const row = await findEmail(pool, companyId, emailId);
  if (!row) throw new DomainError('not_found', EMAIL_NOT_FOUND);
  return toEmailDto(row, new Date());
}
