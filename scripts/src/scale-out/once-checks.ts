import { jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { recipient, type TestSmtpServer } from '@job-intake/backend/testing';
import { type EventStore, INTERRUPTED_MESSAGE } from '@job-intake/backend/tools';
import type { CheckResult } from './acknowledged-checks';

const MAIL_WAIT_MS = 60_000;

/**
 * Each acknowledged e-mail request reached the SMTP server once, never twice. The one message the
 * kill may have caught mid-send is not sent again (the server may already have it): that request
 * must then show on its job as failed with the interruption, for staff to resend.
 */
export async function checkEmailsOnce(
  smtp: TestSmtpServer,
  store: EventStore,
  requests: readonly { jobId: string; to: string }[],
): Promise<CheckResult> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  const count = (address: string) =>
    smtp.messages.filter((mail) => recipient(mail) === address).length;
  const unsent = async () => {
    const waiting: { jobId: string; to: string }[] = [];
    for (const request of requests) {
      if (count(request.to) === 0 && !(await interrupted(store, request.jobId)))
        waiting.push(request);
    }
    return waiting;
  };
  while (Date.now() < deadline && (await unsent()).length > 0) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const lost = (await unsent()).map(({ to }) => `${to}: no message, no failure on the job`);
  const twice = requests
    .filter(({ to }) => count(to) > 1)
    .map(({ to }) => `${to}: ${count(to)} messages`);
  const interruptedOnes = requests.filter(({ to }) => count(to) === 0).length - lost.length;
  const wrong = [...lost, ...twice];
  return {
    check: 'each e-mail sent exactly once (one interrupted by the kill is reported, not resent)',
    ok: wrong.length === 0 && interruptedOnes <= 1,
    detail:
      wrong.length > 0
        ? wrong.join('; ')
        : `${requests.length} e-mail requests, ${requests.length - interruptedOnes} messages received` +
          (interruptedOnes ? ', 1 reported on its job as interrupted' : ''),
  };
}

async function interrupted(store: EventStore, jobId: string): Promise<boolean> {
  const events = await store.readStream(jobStreamId(jobId));
  return events.some(
    (event) =>
      event.type === 'EmailFailed' &&
      (event.data as { error?: string }).error === INTERRUPTED_MESSAGE,
  );
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
