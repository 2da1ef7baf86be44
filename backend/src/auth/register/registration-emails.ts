import { REGISTRATION_ATTEMPT_SUBJECT } from '@job-intake/contracts/identity/identity-api';
import type { OutgoingMail } from '../../mail/mailer.port';

/** To the holder of an existing account whose e-mail someone tried to register again. */
export function registrationAttemptEmail(
  to: { name: string; email: string },
  signInLink: string,
): OutgoingMail {
  const text = [
    `Hello ${to.name},`,
    '',
    `Someone tried to register a new company on Job Intake with your e-mail address (${to.email}).`,
    'Nothing was created and your account has not changed.',
    'If it was you, sign in here (or reset your password there if you forgot it):',
    '',
    signInLink,
    '',
    'If it was not you, you can ignore this e-mail.',
    '',
    'Job Intake',
  ].join('\n');
  return { to: to.email, subject: REGISTRATION_ATTEMPT_SUBJECT, text };
}
