import { jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { recipient, type TestSmtpServer } from '../../../backend/src/mail/testing/test-smtp-server';
import type { EventStore } from '../../../backend/src/event-store/event-store.port';
import type { CheckResult } from './acknowledged-checks';

const MAIL_WAIT_MS = 60_000;

/**
 * Each acknowledged e-mail request reached the SMTP server as one message (none lost, none twice).
 * A message the killed instance handed over just before it died is sent again by the survivor
 * with the same Message-ID (decision 0024), which receivers treat as one message: the check counts
 * distinct Message-IDs and reports such re-deliveries.
 */
export async function checkEmailsOnce(
  smtp: TestSmtpServer,
  addresses: readonly string[],
): Promise<CheckResult> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  const deliveries = (address: string) =>
    smtp.messages.filter((mail) => recipient(mail) === address);
  const messageIds = (address: string) =>
    new Set(deliveries(address).map((mail) => mail.messageId ?? 'none'));
  while (Date.now() < deadline && addresses.some((address) => deliveries(address).length === 0)) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // One worker sends one row at a time, so the kill leaves at most one message unsure.
  const redelivered = addresses.filter((address) => deliveries(address).length > 1);
  const wrong = addresses.filter((address) => messageIds(address).size !== 1);
  if (redelivered.length > 1) wrong.push(...redelivered);
  return {
    check: 'each e-mail sent exactly once (one Message-ID per request)',
    ok: wrong.length === 0,
    detail:
      wrong.length === 0
        ? `${addresses.length} e-mail requests, ${addresses.length} messages received` +
          redelivered.map((address) => ` (${address} re-delivered under its Message-ID)`).join('')
        : [...new Set(wrong)]
            .map(
              (address) =>
                `${address}: ${deliveries(address).length} deliveries, ${messageIds(address).size} Message-IDs`,
            )
            .join('; '),
  };
}

/** Counts the events of a type on each job's stream: exactly one each. */
export async function checkEventOnce(
  store: EventStore,
  jobIds: readonly string[],
  type: string,
  check: string,
): Promise<CheckResult> {
  const wrong: string[] = [];
  for (const id of jobIds) {
    const events = await store.readStream(jobStreamId(id));
    const count = events.filter((event) => event.type === type).length;
    if (count !== 1) wrong.push(`${id}: ${count} × ${type}`);
  }
  return {
    check,
    ok: wrong.length === 0,
    detail: wrong.length === 0 ? `${jobIds.length} jobs, one ${type} each` : wrong.join('; '),
  };
}
