import {
  FIRST_PASSWORD_EMAIL_SUBJECT,
  FIRST_PASSWORD_TTL_MINUTES,
  PASSWORD_RESET_EMAIL_SUBJECT,
  PASSWORD_RESET_TTL_MINUTES,
} from '@job-intake/contracts/identity/identity-api';
import type { OutgoingMail } from '../mail/mailer.port';
import { escapeHtml } from '../shared/escape-html';

/** An e-mail whose point is one link: a greeting, why, the link as a button, and a closing line. */
export interface LinkEmail {
  readonly to: { name: string; email: string };
  readonly subject: string;
  /** What happened and what the link is for; the last sentence leads into the link. */
  readonly lead: string;
  readonly button: string;
  readonly link: string;
  readonly closing: string;
}

/** The password reset e-mail: a greeting, the link and what to do if it was not asked for. */
export function resetEmail(to: { name: string; email: string }, link: string): OutgoingMail {
  return linkEmail({
    to,
    subject: PASSWORD_RESET_EMAIL_SUBJECT,
    lead: `Someone asked to reset the password of your Job Intake account (${to.email}). To choose a new password, open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes:`,
    button: 'Reset your password',
    link,
    closing:
      'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
  });
}

/** The first-password e-mail of an account someone else made (decision 0014). */
export function firstPasswordEmail(
  to: { name: string; email: string },
  link: string,
): OutgoingMail {
  return linkEmail({
    to,
    subject: FIRST_PASSWORD_EMAIL_SUBJECT,
    lead: `A Job Intake account was made for you (${to.email}). To choose your password, open this link within ${FIRST_PASSWORD_TTL_MINUTES / (24 * 60)} days:`,
    button: 'Choose your password',
    link,
    closing:
      'The link works once. Once it has expired, use "Forgot your password?" on the sign-in page to get a new one.',
  });
}

export function linkEmail(mail: LinkEmail): OutgoingMail {
  const { to, lead, button, link, closing } = mail;
  const text = [`Hello ${to.name},`, '', lead, '', link, '', closing, '', 'Job Intake'].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; color: #212529; line-height: 1.5">
<p>Hello ${escapeHtml(to.name)},</p>
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 0.5rem 1rem; background: #0d6efd; color: #fff; border-radius: 0.375rem; text-decoration: none">${escapeHtml(button)}</a></p>
<p style="font-size: 0.875rem; color: #6c757d">Or copy this address into your browser: ${escapeHtml(link)}</p>
<p>${escapeHtml(closing)}</p>
<p>Job Intake</p>
</body></html>`;
  return { to: to.email, subject: mail.subject, text, html };
}
