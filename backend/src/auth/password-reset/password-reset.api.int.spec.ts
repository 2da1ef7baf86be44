import type { ParsedMail } from 'mailparser';
import {
  LOGIN_FAILED_MESSAGE,
  MAX_RESET_REQUESTS_PER_EMAIL,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_EMAIL_SUBJECT,
  RESET_CODE_INVALID_MESSAGE,
  RESET_REQUEST_MESSAGE,
  TOO_MANY_RESET_REQUESTS_MESSAGE,
  parseResetCode,
} from '@job-intake/contracts/identity/identity-api';
import {
  recipient,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../mail/testing/test-smtp-server';
import { DEMO_LOGINS } from '../../seed/demo-seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PasswordResetService } from './password-reset.service';

const PUBLIC_URL = 'https://intake.example.com/';

describe('password reset API', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let userCount = 0;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      AUTH_RATE_LIMIT: '1000',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A fresh account (its own company), so each test has its own reset requests and codes. */
  async function newUser(): Promise<{ email: string; password: string }> {
    userCount += 1;
    const user = { email: `Reset.User${userCount}@Example.com`, password: 'first-password' };
    await t.http
      .post('/api/v1/auth/register')
      .send({ ...user, name: `Reset User ${userCount}`, company_name: `Reset Co ${userCount}` })
      .expect(201);
    return user;
  }

  const requestReset = (email: string) => t.http.post('/api/v1/resetRequest').send({ email });

  /** Asks for a link and reads the code and e-mail out of the e-mail that arrives. */
  async function resetLink(
    email: string,
  ): Promise<{ code: string; email: string; mail: ParsedMail }> {
    const before = smtp.messages.length;
    await requestReset(email).expect(200);
    const mail = await smtp.waitFor(
      (message) =>
        smtp.messages.indexOf(message) >= before && recipient(message) === email.toLowerCase(),
    );
    const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? '';
    const value = new URL(link).searchParams.get('code') ?? '';
    const parsed = parseResetCode(value);
    if (!parsed) throw new Error(`No reset code in ${link}`);
    return { ...parsed, mail };
  }

  const reset = (body: object) => t.http.post('/api/v1/auth/reset').send(body);
  const rows = async (email: string) =>
    (
      await t.pool.query(
        `SELECT r.* FROM password_resets r JOIN users u ON u.id = r.user_id
          WHERE lower(u.email) = lower($1) ORDER BY r.created_at`,
        [email],
      )
    ).rows as { code_hash: string; used_at: Date | null; expires_at: Date }[];

  it('e-mails a link to the reset page with the code and the e-mail, and stores only a hash', async () => {
    const user = await newUser();
    const answer = await requestReset(user.email).expect(200);
    expect(answer.body).toEqual({ message: RESET_REQUEST_MESSAGE });

    const mail = await smtp.waitFor((message) => recipient(message) === user.email.toLowerCase());
    expect(mail.subject).toBe(PASSWORD_RESET_EMAIL_SUBJECT);
    expect(mail.from?.text).toContain('no-reply@job-intake.local');
    const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? '';
    expect(link).toMatch(/^https:\/\/intake\.example\.com\/reset\?code=[\w-]{43}%7C/);
    const code = parseResetCode(new URL(link).searchParams.get('code') ?? '');
    expect(code?.email).toBe(user.email);
    expect(mail.html).toContain('Reset your password');

    const [row] = await rows(user.email);
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(code?.code);
    const minutes = ((row?.expires_at.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('answers an unknown e-mail exactly the same, and sends and stores nothing', async () => {
    const known = await newUser();
    const before = smtp.messages.length;
    const rowsBefore = (await t.pool.query('SELECT count(*)::int AS n FROM password_resets'))
      .rows[0].n;

    const unknown = await requestReset('nobody-here@example.com').expect(200);
    const knownAnswer = await requestReset(known.email).expect(200);
    expect(unknown.body).toEqual(knownAnswer.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(knownAnswer.headers).sort());

    await t.app.get(PasswordResetService).idle();
    expect(smtp.messages.slice(before).map(recipient)).toEqual([known.email.toLowerCase()]);
    const rowsAfter = (await t.pool.query('SELECT count(*)::int AS n FROM password_resets')).rows[0]
      .n;
    expect(rowsAfter).toBe(rowsBefore + 1);
  });

  it('sets the new password, signs every session out and redirects to /login', async () => {
    const user = await newUser();
    const oldToken = await t.login(user);
    const { code, email } = await resetLink(user.email);

    const answer = await reset({
      email,
      reset_code: code,
      new_pass: 'second-password',
      confirm_pass: 'second-password',
    }).expect(200);
    expect(answer.body).toEqual({
      success: true,
      message: PASSWORD_RESET_DONE_MESSAGE,
      redirect: '/login',
    });

    await t.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${oldToken}`).expect(401);
    const old = await t.http.post('/api/v1/auth/login').send(user).expect(401);
    expect(old.body.message).toBe(LOGIN_FAILED_MESSAGE);
    await t.login({ email: user.email, password: 'second-password' });
  });

  it('takes a code once only', async () => {
    const user = await newUser();
    const { code, email } = await resetLink(user.email);
    const body = {
      email,
      reset_code: code,
      new_pass: 'second-password',
      confirm_pass: 'second-password',
    };
    await reset(body).expect(200);

    const again = await reset({
      ...body,
      new_pass: 'third-password',
      confirm_pass: 'third-password',
    }).expect(400);
    expect(again.body).toMatchObject({ success: false, message: RESET_CODE_INVALID_MESSAGE });
    await t.login({ email: user.email, password: 'second-password' });
  });

  it('refuses an expired code', async () => {
    const user = await newUser();
    const { code, email } = await resetLink(user.email);
    await t.pool.query(
      `UPDATE password_resets SET expires_at = now() - interval '1 second'
        WHERE user_id = (SELECT id FROM users WHERE lower(email) = lower($1))`,
      [email],
    );
    const answer = await reset({
      email,
      reset_code: code,
      new_pass: 'second-password',
      confirm_pass: 'second-password',
    }).expect(400);
    expect(answer.body.message).toBe(RESET_CODE_INVALID_MESSAGE);
    await t.login(user);
  });

  it('invalidates the earlier codes when a new link is asked for', async () => {
    const user = await newUser();
    const first = await resetLink(user.email);
    const second = await resetLink(user.email);
    const body = (code: string) => ({
      email: user.email,
      reset_code: code,
      new_pass: 'second-password',
      confirm_pass: 'second-password',
    });
    const stale = await reset(body(first.code)).expect(400);
    expect(stale.body.message).toBe(RESET_CODE_INVALID_MESSAGE);
    await reset(body(second.code)).expect(200);
  });

  it('refuses a code presented with another e-mail, or a made-up code', async () => {
    const user = await newUser();
    const other = await newUser();
    const { code } = await resetLink(user.email);
    const pass = { new_pass: 'second-password', confirm_pass: 'second-password' };
    await reset({ email: other.email, reset_code: code, ...pass }).expect(400);
    await reset({ email: user.email, reset_code: 'x'.repeat(43), ...pass }).expect(400);
    await reset({ email: 'nobody@example.com', reset_code: code, ...pass }).expect(400);
    // The real code still works afterwards.
    await reset({ email: user.email, reset_code: code, ...pass }).expect(200);
  });

  it('refuses passwords that differ or break the policy, and keeps the code', async () => {
    const user = await newUser();
    const { code, email } = await resetLink(user.email);
    const mismatch = await reset({
      email,
      reset_code: code,
      new_pass: 'second-password',
      confirm_pass: 'second-passwort',
    }).expect(400);
    expect(mismatch.body).toMatchObject({ success: false, message: PASSWORD_MISMATCH_MESSAGE });

    const short = await reset({
      email,
      reset_code: code,
      new_pass: 'short',
      confirm_pass: 'short',
    }).expect(400);
    expect(short.body.message).toBe('Your new password must be at least 8 characters long.');

    for (const known of [email, email.toUpperCase(), DEMO_LOGINS.admin.email]) {
      const refused = await reset({
        email,
        reset_code: code,
        new_pass: known,
        confirm_pass: known,
      }).expect(400);
      expect(refused.body.message).toBe('Your new password cannot be an e-mail address.');
    }
    await t.http.post('/api/v1/auth/login').send({ email, password: email }).expect(401);

    await reset({
      email,
      reset_code: code,
      new_pass: 'long-enough',
      confirm_pass: 'long-enough',
    }).expect(200);
  });

  it.each([
    [{}, 'email should not be empty'],
    [{ email: 'not an e-mail' }, 'email must be an e-mail address'],
    [{ email: ['a@b.co'] }, 'email must be a string'],
    [{ email: 'a@b.co', extra: 1 }, 'property extra should not exist'],
  ])('refuses the bad reset request %j with 400', async (body, message) => {
    const answer = await t.http.post('/api/v1/resetRequest').send(body).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(message);
  });

  it.each([
    [
      { reset_code: 'c', new_pass: 'abcdefgh', confirm_pass: 'abcdefgh' },
      'email should not be empty',
    ],
    [
      { email: 'a@b.co', new_pass: 'abcdefgh', confirm_pass: 'abcdefgh' },
      'reset_code should not be empty',
    ],
    [
      { email: 'a@b.co', reset_code: 'c', confirm_pass: 'abcdefgh' },
      'new_pass should not be empty',
    ],
    [
      { email: 'a@b.co', reset_code: 'c', new_pass: 'abcdefgh' },
      'confirm_pass should not be empty',
    ],
    [
      { email: 'a@b.co', reset_code: 'c', new_pass: 1, confirm_pass: 1 },
      'new_pass must be a string',
    ],
  ])('refuses the bad reset %j with 400', async (body, message) => {
    const answer = await reset(body).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(message);
  });

  it(`sends at most ${MAX_RESET_REQUESTS_PER_EMAIL} links to one address in a while, known or not`, async () => {
    const user = await newUser();
    for (const email of [user.email, 'unknown-limited@example.com']) {
      for (let i = 0; i < MAX_RESET_REQUESTS_PER_EMAIL; i += 1) {
        await requestReset(email).expect(200);
      }
      const answer = await requestReset(email.toUpperCase()).expect(429);
      expect(answer.body.message).toBe(TOO_MANY_RESET_REQUESTS_MESSAGE);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    await t.app.get(PasswordResetService).idle();
    expect(
      smtp.messages.filter((mail) => recipient(mail) === user.email.toLowerCase()),
    ).toHaveLength(MAX_RESET_REQUESTS_PER_EMAIL);
  });

  it('is public: the demo users can ask for a link without a token', async () => {
    await requestReset(DEMO_LOGINS.standard.email).expect(200);
  });
});

describe('password reset API, requests per client address', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, AUTH_RATE_LIMIT: '2' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('refuses more reset requests than the limit from one address a minute', async () => {
    await t.http.post('/api/v1/resetRequest').send({ email: 'a@example.com' }).expect(200);
    await t.http.post('/api/v1/resetRequest').send({ email: 'b@example.com' }).expect(200);
    const answer = await t.http
      .post('/api/v1/resetRequest')
      .send({ email: 'c@example.com' })
      .expect(429);
    expect(answer.body.message).toBe(TOO_MANY_RESET_REQUESTS_MESSAGE);
  });

  it('limits the reset itself and registration per address too', async () => {
    const body = {
      email: 'a@example.com',
      reset_code: 'x',
      new_pass: 'abcdefgh',
      confirm_pass: 'abcdefgh',
    };
    await t.http.post('/api/v1/auth/reset').send(body).expect(400);
    await t.http.post('/api/v1/auth/reset').send(body).expect(400);
    const answer = await t.http.post('/api/v1/auth/reset').send(body).expect(429);
    expect(answer.body.message).toMatch(/^Too many requests/);

    const register = { name: 'N', email: 'n@example.com', password: 'short', company_name: 'C' };
    await t.http.post('/api/v1/auth/register').send(register).expect(400);
    await t.http.post('/api/v1/auth/register').send(register).expect(400);
    await t.http.post('/api/v1/auth/register').send(register).expect(429);
  });
});
