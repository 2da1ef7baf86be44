import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EVENT_STORE } from '../event-store/event-store.port';
import type { AppendingEventStore } from '../event-store/event-store-append.port';
import { createJob, type Auth } from '../jobs/testing/job-fixtures';
import { SmtpMailer } from '../mail/smtp-mailer';
import {
  recipient,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../mail/testing/test-smtp-server';
import { startGuestApiApp, type GuestApiApp } from '../guests/testing/guest-links';
import { rebuildProjection } from '../projections/projection-rebuild';
import { DEMO_LOGINS } from '../seed/demo-seed';
import { JobCommandRunner } from '../jobs/shared/job-commands';
import { EmailResults } from './email-results';
import { jobNotificationsProjection } from './job-notifications.projection';
import { INTERRUPTED_MESSAGE, OutboxSender } from './outbox-sender';

const PUBLIC_URL = 'https://intake.example.com';

describe('e-mail requests: sent once from the store subscription, the outcome on the job', () => {
  let app: GuestApiApp;
  let smtp: TestSmtpServer;
  let store: AppendingEventStore;
  let staffId: string;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await startGuestApiApp('email-requests', { SMTP_URL: smtp.url, PUBLIC_URL });
    store = app.t.app.get<AppendingEventStore>(EVENT_STORE);
    const { rows } = await app.t.pool.query<{ id: string }>(
      'SELECT id FROM users WHERE email = $1',
      [DEMO_LOGINS.standard.email],
    );
    staffId = rows[0]!.id;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  /** A job and an e-mail request to `to`, as POST /email appends them (link and request). */
  async function requested(to: string[], auth: Auth = app.standard) {
    const name = `Request ${randomUUID().slice(0, 8)}`;
    const jobId = await createJob(app.t, auth, { name });
    const emailId = randomUUID();
    const linkUuid = randomUUID();
    const linkId = randomUUID();
    const metadata = {
      companyId: await jobCompany(jobId),
      actor: { kind: 'user' as const, userId: staffId },
      correlationId: randomUUID(),
      occurredAt: new Date().toISOString(),
    };
    const requestEventId = randomUUID();
    await store.append(
      jobStreamId(jobId),
      [
        {
          id: randomUUID(),
          type: 'ShareLinkCreated',
          schemaVersion: 1,
          data: { linkId, uuid: linkUuid, label: 'E-mail request', sections: [] },
          metadata,
        },
        {
          id: requestEventId,
          type: 'EmailRequested',
          schemaVersion: 1,
          data: {
            emailId,
            linkId,
            to,
            from: 'office@demo.example',
            subject: '[company_name] | [job_name] [unknown]',
            body: 'Hello [customer_name],\nplease fill in [job_name] at [link_address]\n<b>[user_name]</b> [user_email]',
            opt_out: false,
            unsubscribe: `tok-${emailId}`,
            expires_at: new Date(Date.now() + 86_400_000).toISOString(),
          },
          metadata,
        },
      ],
      { expectedRevision: 'any' },
    );
    return { name, jobId, emailId, linkUuid, requestEventId };
  }

  async function jobCompany(jobId: string): Promise<string> {
    const { rows } = await app.t.pool.query<{ company_id: string }>(
      'SELECT company_id FROM job_list WHERE id = $1',
      [jobId],
    );
    return rows[0]!.company_id;
  }

  const results = async (jobId: string) =>
    (await store.readStream(jobStreamId(jobId))).filter((event) =>
      ['EmailSent', 'EmailFailed'].includes(event.type),
    );
  /** The request's messages (creating the job also told the workflow step's users). */
  const mailsAbout = (name: string) =>
    smtp.messages.filter(
      (mail) => mail.subject?.includes(name) && recipient(mail)?.endsWith('@customer.example'),
    );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

  it('sends one message per recipient with merge fields, HTML, Message-ID and unsubscribe link', async () => {
    const request = await requested(['ann@customer.example', 'bob@customer.example']);
    await smtp.waitFor((mail) => mailsAbout(request.name).length === 2 && !!mail);
    const mails = mailsAbout(request.name);
    expect(mails.map(recipient).sort()).toEqual(['ann@customer.example', 'bob@customer.example']);
    const link = `${PUBLIC_URL}/link/${request.linkUuid}`;
    for (const mail of mails) {
      expect(mail.subject).toBe(`Demo Construction Co. | ${request.name} [unknown]`);
      // The job has no customer: the greeting drops the empty name with its space.
      expect(mail.text).toMatch(/^Hello,\n/);
      expect(mail.text).toContain(`please fill in ${request.name} at ${link}`);
      expect(mail.text).toContain(
        `<b>${DEMO_LOGINS.standard.name}</b> ${DEMO_LOGINS.standard.email}`,
      );
      expect(mail.text).toContain(`${PUBLIC_URL}/unsubscribe/tok-${request.emailId}`);
      expect(mail.html).toContain(`<a href="${link}">${link}</a>`);
      expect(mail.html).toContain(`&lt;b&gt;${DEMO_LOGINS.standard.name}&lt;/b&gt;`);
      expect(mail.messageId).toMatch(
        new RegExp(`^<${request.requestEventId}\\.[0-9a-f]{16}@job-intake>$`),
      );
    }
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(2);

    await waitUntil(async () => (await results(request.jobId)).length === 2);
    const sent = await results(request.jobId);
    expect(sent.map((event) => event.type)).toEqual(['EmailSent', 'EmailSent']);
    expect(sent.map((event) => (event.data as { messageId: string }).messageId).sort()).toEqual(
      mails.map((mail) => mail.messageId).sort(),
    );

    await rebuildProjection(store, app.t.pool, jobNotificationsProjection);
    await app.t.app.get(OutboxSender).drain();
    await settle();
    expect(mailsAbout(request.name)).toHaveLength(2);
    expect(await results(request.jobId)).toHaveLength(2);
  });

  describe('with senders of the test', () => {
    beforeAll(() => app.t.app.get(OutboxSender).stop());

    function senderTo(url: string, reporter = app.t.app.get(EmailResults)): OutboxSender {
      const mailer = new SmtpMailer(() => url, 'no-reply@job-intake.local');
      const sender = new OutboxSender(
        app.t.pool,
        mailer,
        app.t.app.get<AppConfig>(APP_CONFIG),
        reporter,
      );
      sender.options = { ...sender.options, backoffMs: () => 0 };
      return sender;
    }

    it("a refusing server's 550 is EmailFailed with its text, the request's status error", async () => {
      const refusing = await startRefusingServer();
      try {
        const request = await requested(['nobody@customer.example']);
        await waitUntil(() => queued(request.jobId, 1));
        await senderTo(refusing.url).drain();
        const [failed] = await results(request.jobId);
        expect(failed).toMatchObject({ type: 'EmailFailed', data: { kind: 'request' } });
        expect((failed!.data as { error: string }).error).toContain('550 Mailbox unavailable');
        await waitUntil(async () => {
          const { rows } = await app.t.pool.query(
            'SELECT status, error FROM email_log WHERE id = $1',
            [request.emailId],
          );
          return rows[0]?.status === 'error' && String(rows[0].error).includes('550');
        });
        const { rows } = await app.t.pool.query(
          'SELECT status, attempts FROM outbox_emails WHERE job_id = $1 AND email_id IS NOT NULL',
          [request.jobId],
        );
        expect(rows).toEqual([{ status: 'failed', attempts: 1 }]);
      } finally {
        await refusing.close();
      }
    });

    it('a crash between the send and the append reports one EmailSent, and an interrupted send is never sent again', async () => {
      const request = await requested(['carl@customer.example']);
      await waitUntil(() => queued(request.jobId, 1));
      const crashing = Object.create(store) as AppendingEventStore;
      crashing.append = () => Promise.reject(new Error('process stopped'));
      await senderTo(smtp.url, new EmailResults(app.t.pool, new JobCommandRunner(crashing)))
        .drain()
        .catch(() => 0);
      expect(mailsAbout(request.name)).toHaveLength(1);
      expect(await results(request.jobId)).toHaveLength(0);
      await senderTo(smtp.url).drain();
      expect((await results(request.jobId)).map((event) => event.type)).toEqual(['EmailSent']);

      // Stopped after the result was recorded but before its row was marked reported: reported
      // again, the decider finds the result on the request and records nothing.
      await app.t.pool.query('UPDATE outbox_emails SET reported_at = NULL WHERE job_id = $1', [
        request.jobId,
      ]);
      await app.t.app.get(EmailResults).reportAll();
      expect((await results(request.jobId)).map((event) => event.type)).toEqual(['EmailSent']);

      // Stopped before the row was marked sent (the server may have the message): its claim runs
      // out, and it is reported failed on the job instead of going out a second time.
      const second = await requested(['dora@customer.example']);
      await waitUntil(() => queued(second.jobId, 1));
      await app.t.pool.query(
        `UPDATE outbox_emails SET status = 'sending', locked_until = now() - interval '1 second'
         WHERE job_id = $1 AND email_id IS NOT NULL`,
        [second.jobId],
      );
      await senderTo(smtp.url).drain();
      await senderTo(smtp.url).drain();
      expect(mailsAbout(second.name)).toHaveLength(0);
      const outcomes = await results(second.jobId);
      expect(outcomes.map((event) => event.type)).toEqual(['EmailFailed']);
      expect(outcomes[0]?.data).toMatchObject({ error: INTERRUPTED_MESSAGE });
    });
  });

  async function queued(jobId: string, count: number): Promise<boolean> {
    const { rows } = await app.t.pool.query(
      'SELECT 1 FROM outbox_emails WHERE job_id = $1 AND email_id IS NOT NULL',
      [jobId],
    );
    return rows.length === count;
  }
});

async function waitUntil(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An SMTP server that refuses every recipient for good. */
async function startRefusingServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
