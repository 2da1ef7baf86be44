import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { RESET_REQUEST_MESSAGE } from '@job-intake/contracts/identity/identity-api';
import type { CaughtMail } from '@job-intake/contracts/identity/mail-api';
import { DEMO_LOGINS } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { LocalMailCatcher } from './local-mail-catcher';
import { MailCatcherService } from './mail-catcher.service';
import { startTestSmtpServer, type TestSmtpServer } from './testing/test-smtp-server';

describe('the local e-mail catcher (no SMTP_URL)', () => {
  let t: TestApp;
  let dataDir: string;
  let busy: Server;
  let busyPort: number;

  beforeAll(async () => {
    // Take a port first, so the catcher has to fall back to a free one.
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    busyPort = (busy.address() as { port: number }).port;
    dataDir = mkdtempSync(join(tmpdir(), 'job-intake-mail-'));
    t = await createTestApp({
      DATA_DIR: dataDir,
      SMTP_PORT: String(busyPort),
      PORT: '4321',
      AUTH_RATE_LIMIT: '1000',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => busy.close(resolve));
  });

  it('listens on a free port when SMTP_PORT is busy', () => {
    const url = t.app.get(MailCatcherService).smtpUrl();
    expect(url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(url).not.toContain(`:${busyPort}`);
  });

  it('keeps the reset e-mail in DATA_DIR/mail and lists it at GET /dev/mail', async () => {
    const { email } = DEMO_LOGINS.standard;
    const answer = await t.http.post('/api/v1/resetRequest').send({ email }).expect(200);
    expect(answer.body.message).toBe(RESET_REQUEST_MESSAGE);
    // The e-mail goes out after the answer.
    const messages = await caught(t, 1);
    expect(messages).toHaveLength(1);
    const [mail] = messages;
    expect(mail).toMatchObject({
      to: [email],
      subject: 'Reset your Job Intake password',
      from: expect.stringContaining('no-reply@job-intake.local'),
    });
    expect(mail?.text).toMatch(
      /http:\/\/localhost:4321\/reset\?code=[\w-]{43}%7Cuser%40demo\.job-intake\.local/,
    );
    expect(Date.parse(mail?.date ?? '')).not.toBeNaN();

    const files = readdirSync(join(dataDir, 'mail')).sort();
    expect(files).toEqual([`${mail?.id}.eml`, `${mail?.id}.json`]);
    expect(readFileSync(join(dataDir, 'mail', `${mail?.id}.eml`), 'utf8')).toMatch(
      /^Subject: Reset your Job Intake password/m,
    );
  });

  it('shows the caught e-mails to a signed-in super admin only, wherever the request comes from', async () => {
    // supertest calls from 127.0.0.1, as every request does behind a reverse proxy on this host.
    await t.http.get('/api/v1/dev/mail').expect(401);
    await t.http.get('/api/v1/dev/mail/status').expect(401);
    const admin = await t.login('admin');
    await t.http.get('/api/v1/dev/mail').auth(admin, { type: 'bearer' }).expect(403);
    await t.http.get('/api/v1/dev/mail/status').auth(admin, { type: 'bearer' }).expect(403);
  });

  it('says it is active to a super admin', async () => {
    const token = await t.login('super');
    await t.http
      .get('/api/v1/dev/mail/status')
      .auth(token, { type: 'bearer' })
      .expect(200, { active: true });
  });

  it('lists any message sent to it, newest first', async () => {
    const transport = createTransport({ url: t.app.get(MailCatcherService).smtpUrl() });
    await transport.sendMail({
      from: 'someone@example.com',
      to: 'a@example.com, b@example.com',
      subject: 'Hello there',
      html: '<p>Only <b>HTML</b> here</p>',
    });
    const messages = await caught(t, 2);
    expect(messages[0]).toMatchObject({
      from: 'someone@example.com',
      to: ['a@example.com', 'b@example.com'],
      subject: 'Hello there',
      text: expect.stringContaining('Only HTML here'),
    });
  });
});

/** GET /dev/mail, as the super admin, once it lists `count` messages. */
async function caught(t: TestApp, count: number): Promise<CaughtMail[]> {
  const token = await t.login('super');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await t.http.get('/api/v1/dev/mail').auth(token, { type: 'bearer' }).expect(200);
    const messages = answer.body.messages as CaughtMail[];
    if (messages.length >= count || Date.now() > deadline) return messages;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('e-mail through SMTP_URL', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Intake <intake@example.com>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the reset e-mail to the SMTP server, from MAIL_FROM', async () => {
    await t.http
      .post('/api/v1/resetRequest')
      .send({ email: DEMO_LOGINS.reviewer.email })
      .expect(200);
    const mail = await smtp.waitFor(() => true);
    expect(mail.from?.value).toEqual([{ name: 'Intake', address: 'intake@example.com' }]);
    expect(mail.text).toContain('/reset?code=');
  });

  it('has no /dev/mail: 404, and the status says inactive', async () => {
    const token = await t.login('super');
    await t.http.get('/api/v1/dev/mail').auth(token, { type: 'bearer' }).expect(404);
    await t.http
      .get('/api/v1/dev/mail/status')
      .auth(token, { type: 'bearer' })
      .expect(200, { active: false });
  });
});

describe('LocalMailCatcher', () => {
  it('starts on the port asked for when it is free, and stops', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));

    const catcher = new LocalMailCatcher(mkdtempSync(join(tmpdir(), 'job-intake-catcher-')));
    expect(await catcher.start(port)).toBe(port);
    expect(await catcher.list()).toEqual([]);
    await catcher.stop();
  });
});
