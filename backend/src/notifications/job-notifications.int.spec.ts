import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { UserWriter } from '../users/user.writer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { createJob, type Auth, ignoreDroppedConnections } from '../jobs/testing/job-fixtures';
import type { Mailer, OutgoingMail } from '../mail/mailer.port';
import {
  recipient,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../mail/testing/test-smtp-server';
import { rebuildProjection } from '../projections/projection-rebuild';
import { ReadModels } from '../projections/projections.module';
import { DEMO_COMPANY_ID, DEMO_LOGINS } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { jobNotificationsProjection } from './job-notifications.projection';
import { EmailResults } from './email-results';
import { INTERRUPTED_MESSAGE, OutboxSender } from './outbox-sender';

const PUBLIC_URL = 'https://intake.example.com';

describe('job notifications: the outbox from the store subscription to the SMTP server', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: Auth;
  const dataDir = mkdtempSync(join(tmpdir(), 'notifications-'));

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ DATA_DIR: dataDir, SMTP_URL: smtp.url, PUBLIC_URL });
    ignoreDroppedConnections(t);
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const mailsAbout = (name: string) => smtp.messages.filter((mail) => mail.subject?.includes(name));
  const outbox = async (jobId: string) =>
    (
      await t.pool.query('SELECT * FROM outbox_emails WHERE job_id = $1 ORDER BY recipient', [
        jobId,
      ])
    ).rows;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

  async function rebuild(): Promise<void> {
    const store = t.app.get<EventStore>(EVENT_STORE);
    await rebuildProjection(store, t.pool, jobNotificationsProjection);
    await t.app.get(OutboxSender).drain();
  }

  it("e-mails every user of the first workflow step's role once, even after a rebuild", async () => {
    const name = `Notify ${randomUUID().slice(0, 8)}`;
    const jobId = await createJob(t, admin, { name });

    const mail = await smtp.waitFor((candidate) => candidate.subject?.includes(name) ?? false);
    expect(recipient(mail)).toBe(DEMO_LOGINS.standard.email);
    expect(mail.subject).toBe(`Demo Construction Co. | New job: ${name}`);
    expect(mail.text).toContain(`Hello ${DEMO_LOGINS.standard.name},`);
    expect(mail.text).toContain(
      `Alice Admin created the job "${name}". It is assigned to your workflow step (Standard User).`,
    );
    expect(mail.text).toContain(`${PUBLIC_URL}/job/${jobId}`);
    await settle();
    expect(mailsAbout(name)).toHaveLength(1);
    expect(await outbox(jobId)).toEqual([
      expect.objectContaining({
        recipient: DEMO_LOGINS.standard.email,
        status: 'sent',
        attempts: 1,
        sent_at: expect.any(Date),
      }),
    ]);

    // Someone joins the step's role later; then the processor is rebuilt from the start.
    const users = t.app.get(UserWriter, { strict: false });
    await t.app.get(DataSource).transaction(async (db) => {
      const rows = await db.query(
        'SELECT role_id AS id FROM workflow_steps WHERE company_id = $1 ORDER BY position LIMIT 1',
        [DEMO_COMPANY_ID],
      );
      const user = await users.create(db, {
        name: 'Late Joiner',
        email: `late-${randomUUID().slice(0, 6)}@demo.example`,
        password: 'late-joiner-1',
      });
      await users.addMembership(db, user.id, DEMO_COMPANY_ID, rows[0].id);
    });
    await rebuild();
    await rebuild();
    await settle();
    expect(mailsAbout(name)).toHaveLength(1);
    expect(await outbox(jobId)).toHaveLength(1);
  });

  it('notifies the new member for the next job', async () => {
    const name = `Second ${randomUUID().slice(0, 8)}`;
    const jobId = await createJob(t, admin, { name });
    await t.app.get(ReadModels).caughtUpWith(null);
    const deadline = Date.now() + 10_000;
    while (mailsAbout(name).length < 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(mailsAbout(name).map(recipient).sort()).toEqual(
      (await outbox(jobId)).map((row) => row.recipient).sort(),
    );
    expect(mailsAbout(name)).toHaveLength(2);
  });

  describe('the sender', () => {
    let sender: OutboxSender;
    const sent: OutgoingMail[] = [];
    let failures = 0;
    const mailer: Mailer = {
      send: async (mail) => {
        if (failures > 0) {
          failures -= 1;
          throw new Error('SMTP 451 try again later');
        }
        sent.push(mail);
      },
    };

    beforeAll(async () => {
      await t.app.get(OutboxSender).stop();
      await t.pool.query(`UPDATE outbox_emails SET status = 'sent' WHERE status = 'pending'`);
      sender = new OutboxSender(
        t.pool,
        mailer,
        t.app.get<AppConfig>(APP_CONFIG),
        t.app.get(EmailResults),
      );
      sender.options = { ...sender.options, backoffMs: () => 0, maxAttempts: 3 };
    });
    beforeEach(async () => {
      sent.length = 0;
      failures = 0;
    });

    const enqueue = async (count = 1): Promise<string[]> => {
      const keys = Array.from({ length: count }, () => `test:${randomUUID()}`);
      for (const key of keys) {
        await t.pool.query(
          `INSERT INTO outbox_emails (dedupe_key, company_id, recipient, subject, body) VALUES ($1, $2, $3, 'Hi', 'Body')`,
          [key, DEMO_COMPANY_ID, `${key.slice(5, 13)}@example.com`],
        );
      }
      return keys;
    };
    const row = async (key: string) =>
      (
        await t.pool.query(
          'SELECT status, attempts, last_error FROM outbox_emails WHERE dedupe_key = $1',
          [key],
        )
      ).rows[0];

    it('retries a failed send after the backoff, then marks it sent', async () => {
      const [key] = await enqueue();
      failures = 1;
      expect(await sender.drain()).toBe(0);
      expect(await row(key!)).toEqual({
        status: 'pending',
        attempts: 1,
        last_error: 'SMTP 451 try again later',
      });
      expect(await sender.drain()).toBe(1);
      expect(await row(key!)).toEqual({ status: 'sent', attempts: 2, last_error: null });
      expect(await sender.drain()).toBe(0);
      expect(sent).toHaveLength(1);
    });

    it('waits the backoff before retrying', async () => {
      sender.options = { ...sender.options, backoffMs: () => 60_000 };
      const [key] = await enqueue();
      failures = 1;
      await sender.drain();
      await sender.drain();
      expect(await row(key!)).toMatchObject({ status: 'pending', attempts: 1 });
      expect(sent).toHaveLength(0);
      await t.pool.query(`UPDATE outbox_emails SET next_attempt_at = now() WHERE dedupe_key = $1`, [
        key,
      ]);
      sender.options = { ...sender.options, backoffMs: () => 0 };
    });

    it('gives up after maxAttempts', async () => {
      await t.pool.query(`UPDATE outbox_emails SET status = 'sent' WHERE status = 'pending'`);
      const [key] = await enqueue();
      failures = 10;
      for (let round = 0; round < 5; round += 1) await sender.drain();
      expect(await row(key!)).toMatchObject({ status: 'failed', attempts: 3 });
      expect(failures).toBe(7);
    });

    it('never sends a row twice: not from two senders at once, not after an interrupted send', async () => {
      const keys = await enqueue(30);
      const other = new OutboxSender(
        t.pool,
        mailer,
        t.app.get<AppConfig>(APP_CONFIG),
        t.app.get(EmailResults),
      );
      const [a, b] = await Promise.all([sender.drain(), other.drain()]);
      expect(a + b).toBe(30);
      expect(new Set(sent.map((mail) => mail.to)).size).toBe(30);
      expect(sent).toHaveLength(30);

      const [stuck] = await enqueue();
      await t.pool.query(
        `UPDATE outbox_emails SET status = 'sending', attempts = 1, locked_until = now() - interval '1 second' WHERE dedupe_key = $1`,
        [stuck],
      );
      await sender.drain();
      expect(await row(stuck!)).toEqual({
        status: 'failed',
        attempts: 1,
        last_error: INTERRUPTED_MESSAGE,
      });
      expect(sent).toHaveLength(30);
      expect(keys).toHaveLength(30);
    });

    it('ends a stopping round after the e-mail in progress, leaving the rest for the next round', async () => {
      const keys = await enqueue(5);
      const stop = new AbortController();
      const stopping = new OutboxSender(
        t.pool,
        { send: (mail) => mailer.send(mail).then(() => stop.abort()) },
        t.app.get<AppConfig>(APP_CONFIG),
        t.app.get(EmailResults),
      );
      expect(await stopping.drain({ afterTakeover: false, signal: stop.signal })).toBe(1);
      const rows = await Promise.all(keys.map(row));
      expect(rows.filter((one) => one.status === 'sent')).toHaveLength(1);
      expect(rows.filter((one) => one.status === 'pending')).toHaveLength(4);
      expect(await sender.drain()).toBe(4);
      expect(sent).toHaveLength(5);
    });

    it("right after taking the lease over, ends the previous holder's unfinished send at once", async () => {
      const [stuck] = await enqueue();
      await t.pool.query(
        `UPDATE outbox_emails SET status = 'sending', attempts = 1, locked_until = now() + interval '5 minutes' WHERE dedupe_key = $1`,
        [stuck],
      );
      const before = sent.length;
      await sender.drain();
      expect(await row(stuck!)).toMatchObject({ status: 'sending' });

      await sender.drain({ afterTakeover: true });
      expect(await row(stuck!)).toEqual({
        status: 'failed',
        attempts: 1,
        last_error: INTERRUPTED_MESSAGE,
      });
      expect(sent).toHaveLength(before);
    });
  });
});
