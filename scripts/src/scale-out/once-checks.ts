import { jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { recipient, type TestSmtpServer } from '../../../backend/src/mail/testing/test-smtp-server';
import type { EventStore } from '../../../backend/src/event-store/event-store.port';
import type { CheckResult } from './acknowledged-checks';

const MAIL_WAIT_MS = 60_000;

/** Each acknowledged e-mail request reached the SMTP server exactly once (none lost, none twice). */
export async function checkEmailsOnce(
  smtp: TestSmtpServer,
  addresses: readonly string[],
): Promise<CheckResult> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  const count = (address: string) =>
    smtp.messages.filter((mail) => recipient(mail) === address).length;
  while (Date.now() < deadline && addresses.some((address) => count(address) === 0)) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const wrong = addresses.filter((address) => count(address) !== 1);
  return {
    check: 'each e-mail sent exactly once',
    ok: wrong.length === 0,
    detail:
      wrong.length === 0
        ? `${addresses.length} e-mail requests, ${addresses.length} messages received`
        : wrong.map((address) => `${address}: ${count(address)} messages`).join('; '),
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
