import {
  INVITATION_EMAIL_SUBJECT,
  INVITATION_TTL_DAYS,
} from '@job-intake/contracts/identity/users-api';
import { linkEmail } from '../../credentials/link-emails';
import type { OutgoingMail } from '../../mail/mailer.port';

export interface InvitationEmail {
  readonly to: { name: string; email: string };
  readonly company: string;
  readonly inviter: string;
  readonly link: string;
}

/** The invitation e-mail: who invites whom to which company, and the link that accepts. */
export function invitationEmail({ to, company, inviter, link }: InvitationEmail): OutgoingMail {
  return linkEmail({
    to,
    subject: INVITATION_EMAIL_SUBJECT,
    lead: `${inviter} invited you (${to.email}) to join ${company} on Job Intake. To accept, open this link within ${INVITATION_TTL_DAYS} days:`,
    button: `Join ${company}`,
    link,
    closing:
      'The link works once. If you did not expect this invitation, ignore this e-mail: nothing changes until you accept.',
  });
}
