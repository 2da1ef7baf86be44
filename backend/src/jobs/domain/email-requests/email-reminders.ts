import type { CompanyConfigSettings } from '@job-intake/contracts/identity/company-api';
import type { EmailExpired, EmailReminderDue } from '@job-intake/contracts/jobs/job-events';
import { isEditable } from '@job-intake/contracts/jobs/job-status';
import type { EmailRequestsJob } from './email-requests.decider';

export type ReminderSettings = Pick<
  CompanyConfigSettings,
  'send_reminders' | 'first_reminder' | 'between_reminders' | 'warn_sender'
>;

/** What a reminder run records for one e-mail request now: nothing, reminders, or its expiry. */
export type DueReminderEvent = EmailReminderDue | EmailExpired;

const DAY_MS = 86_400_000;

/**
 * Spec sections 4 and 9, from the job's stream alone (each event's occurredAt in its metadata):
 * the e-mail's request, reminders, opt-out and expiry, and its link's submit or closing. Expiry
 * at the request's expires_at (request + request_expires days, fixed when it was sent, as the
 * e-mail log shows it; recorded whatever the reminder settings, unless the link is complete);
 * before it, while send_reminders is on, the request is not opted out, its link is open and its
 * job still takes answers, the latest reminder due (request + first_reminder days, then every
 * between_reminders days) and the sender's warning (expiry − warn_sender days, once). Each is
 * recorded once: what is recorded already is not due again.
 */
export function dueRemindersOf(
  job: EmailRequestsJob,
  emailId: string,
  settings: ReminderSettings,
  now: Date,
): DueReminderEvent[] {
  const email = job.emails.get(emailId);
  if (!email?.requestedAt || email.expired) return [];
  const link = job.links.get(email.linkId);
  if (!link || link.status === 'complete') return [];
  const requestedAt = Date.parse(email.requestedAt);
  const expiresAt = Date.parse(email.expiresAt);
  if (now.getTime() >= expiresAt) return [{ type: 'EmailExpired', data: { emailId } }];
  const stopped = email.opt_out || link.status === 'closed' || !isEditable(job.status);
  if (!settings.send_reminders || stopped) return [];
  const due: DueReminderEvent[] = [];
  const number = latestReminderDue(requestedAt, expiresAt, settings, now.getTime());
  if (number > 0 && !email.remindersDue.has(`reminder:${number}`))
    due.push({ type: 'EmailReminderDue', data: { emailId, kind: 'reminder', number } });
  const warnAt = expiresAt - settings.warn_sender * DAY_MS;
  const warned = email.remindersDue.has('sender_warning:1');
  if (settings.warn_sender > 0 && now.getTime() >= warnAt && !warned)
    due.push({ type: 'EmailReminderDue', data: { emailId, kind: 'sender_warning', number: 1 } });
  return due;
}

/**
 * The number of the latest reminder whose time has come (0: none yet). Only the latest: a
 * scheduler that was down for days sends one reminder when it is back, not a burst of the
 * reminders it missed.
 */
function latestReminderDue(
  requestedAt: number,
  expiresAt: number,
  settings: ReminderSettings,
  now: number,
): number {
  const first = requestedAt + settings.first_reminder * DAY_MS;
  if (now < first || first >= expiresAt) return 0;
  if (settings.between_reminders <= 0) return 1;
  return 1 + Math.floor((now - first) / (settings.between_reminders * DAY_MS));
}
