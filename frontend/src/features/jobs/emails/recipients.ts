import { EMAIL_PATTERN } from '@job-intake/contracts/job-form/patterns';

/**
 * The compose dialog's To (spec section 5): comma separated, each trimmed and matched against the
 * standard e-mail pattern. Null when one of them is not an e-mail address (or there are none).
 */
export function parseRecipients(to: string): string[] | null {
  const recipients = to.split(',').map((recipient) => recipient.trim());
  const valid = recipients.every((recipient) => EMAIL_PATTERN.test(recipient));
  return valid ? recipients : null;
}
