import type { EmailTemplateDto } from '@job-intake/contracts/emails/emails-api';
import { DomainError } from '../../shared/domain-error';

export const EMAIL_TEMPLATE_NOT_FOUND = 'Email template not found';

/** The columns a template is answered with. */
export const TEMPLATE_COLUMNS = 'id, title, subject, body';

/** The one row an UPDATE or DELETE … RETURNING touched; none means another company's or gone. */
export function theTemplate(rows: EmailTemplateDto[]): EmailTemplateDto {
  const [template] = rows;
  if (!template) throw new DomainError('not_found', EMAIL_TEMPLATE_NOT_FOUND);
  return template;
}
