import {
  PASSWORD_RESET_EMAIL_SUBJECT,
  PASSWORD_RESET_TTL_MINUTES,
} from '@job-intake/contracts/identity/identity-api';
import type { OutgoingMail } from '../../mail/mailer.port';

/** The password reset e-mail: a greeting, the link and what to do if it was not asked for. */
export function resetEmail(to: { name: string; email: string }, link: string): OutgoingMail {
  const text = [
    `Hello ${to.name},`,
    '',
    `Someone asked to reset the password of your Job Intake account (${to.email}).`,
    `To choose a new password, open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes:`,
    '',
    link,
    '',
    'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    'Job Intake',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; color: #212529; line-height: 1.5">
<p>Hello ${escapeHtml(to.name)},</p>
<p>Someone asked to reset the password of your Job Intake account (${escapeHtml(to.email)}).
To choose a new password, open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes:</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 0.5rem 1rem; background: #0d6efd; color: #fff; border-radius: 0.375rem; text-decoration: none">Reset your password</a></p>
<p style="font-size: 0.875rem; color: #6c757d">Or copy this address into your browser: ${escapeHtml(link)}</p>
<p>The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>
<p>Job Intake</p>
</body></html>`;
  return { to: to.email, subject: PASSWORD_RESET_EMAIL_SUBJECT, text, html };
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
