import { randomBytes } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import {
  FREE_ACCOUNT_SIGN_IN_FAILURES,
  FREE_SIGN_IN_FAILURES,
  LOGIN_FAILED_MESSAGE,
  MAX_ACCOUNT_SIGN_IN_DELAY_MINUTES,
  SIGN_IN_DELAY_SECONDS,
  TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE,
} from '@job-intake/contracts/identity/identity-api';
import { DEMO_LOGINS } from '../../seed/demo-seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('sign-in API', () => {
  describe('sign-in, me and logout', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    });
    afterAll(() => t.close());

    it('signs a demo user in and answers the session user without secrets', async () => {
      const { email, password, name } = DEMO_LOGINS.admin;
      const answer = await t.http
        .post('/api/v1/auth/login')
        .send({ email: ` ${email.toUpperCase()} `, password })
        .expect(200);
      expect(answer.body).toMatchObject({ token: expect.any(String), expires_in: 8 * 3600 });
      expect(answer.body.user).toMatchObject({ name, email, list_count: 100 });
      expect(JSON.stringify(answer.body)).not.toMatch(/password|hash/i);
    });

    it.each([
      ['a wrong password', { email: DEMO_LOGINS.admin.email, password: 'not-the-password' }],
      ['an unknown e-mail', { email: 'nobody@demo.job-intake.local', password: 'whatever-pass' }],
    ])('answers %s with 401 and the one message', async (_case, body) => {
      const answer = await t.http.post('/api/v1/auth/login').send(body).expect(401);
      expect(answer.body.message).toBe(LOGIN_FAILED_MESSAGE);
    });

    it.each([
      [{}, 'email should not be empty'],
      [{ email: 'a@b.co' }, 'password should not be empty'],
      [{ email: 42, password: 'x' }, 'email must be a string'],
      [{ email: 'a@b.co', password: 'x', admin: true }, 'property admin should not exist'],
    ])('refuses the bad body %j with 400', async (body, message) => {
      const answer = await t.http.post('/api/v1/auth/login').send(body).expect(400);
      expect(JSON.stringify(answer.body.message)).toContain(message);
    });

    it('never limits successful sign-ins', async () => {
      for (let i = 0; i < 25; i += 1) await t.login('standard');
    });

    it('answers /auth/me for a token and 401 without or with a bad one', async () => {
      const token = await t.login('reviewer');
      const me = await t.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${token}`);
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(DEMO_LOGINS.reviewer.email);
      await t.http.get('/api/v1/auth/me').expect(401);
      await t.http.get('/api/v1/auth/me').set('Authorization', 'Bearer nonsense').expect(401);
    });

    it('signs every session of the user out on logout', async () => {
      const first = await t.login('reviewer');
      const second = await t.login('reviewer');
      await t.http
        .post('/api/v1/auth/logout')
        .set('Authorization', `Bearer ${first}`)
        .expect(200, { success: true });
      for (const token of [first, second]) {
        await t.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
      }
      await t.http.post('/api/v1/auth/logout').expect(401);
    });
  });

  describe('failed sign-ins of one account from one address', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: 'loopback' });
    });
    afterAll(() => t.close());

    const signIn = (from: string, email: string, password: string) =>
      t.http.post('/api/v1/auth/login').set('X-Forwarded-For', from).send({ email, password });

    it(`holds under ${200} concurrent guesses: only ${FREE_SIGN_IN_FAILURES} reach the password check`, async () => {
      const { email, password } = DEMO_LOGINS.standard;
      const guesses = await Promise.all(
        Array.from({ length: 199 }, (_, i) => signIn('203.0.113.1', email, `wrong-${i}`)),
      );
      const statuses = guesses.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(FREE_SIGN_IN_FAILURES);
      expect(statuses.filter((status) => status === 429)).toHaveLength(199 - FREE_SIGN_IN_FAILURES);

      const right = await signIn('203.0.113.1', email, password).expect(429);
      expect(right.body).toEqual({
        statusCode: 429,
        message: TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE,
        error: 'Too Many Requests',
      });
      const wait = Number(right.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(SIGN_IN_DELAY_SECONDS);
    });

    it("does not lock the owner out from another address, and forgives the owner's failures on success", async () => {
      const { email, password } = DEMO_LOGINS.standard;
      const owner = '198.51.100.7';
      for (let i = 0; i < FREE_SIGN_IN_FAILURES - 1; i += 1)
        await signIn(owner, email, 'mistyped-pass').expect(401);
      await signIn(owner, email, password).expect(200);
      for (let i = 0; i < FREE_SIGN_IN_FAILURES - 1; i += 1)
        await signIn(owner, email, 'mistyped-pass').expect(401);
      await signIn(owner, email, password).expect(200);
    });

    it('limits an unknown e-mail exactly like a known one', async () => {
      const email = 'ghost@demo.job-intake.local';
      for (let i = 0; i < FREE_SIGN_IN_FAILURES; i += 1)
        await signIn('203.0.113.2', email, 'guess-pass').expect(401);
      const answer = await signIn('203.0.113.2', email, 'guess-pass').expect(429);
      expect(answer.body.message).toBe(TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE);
    });

    it('spaces out guessing of one account from many addresses without locking it', async () => {
      const { email, password } = DEMO_LOGINS.reviewer;
      for (let i = 0; i < FREE_ACCOUNT_SIGN_IN_FAILURES; i += 1)
        await signIn(`192.0.2.${Math.floor(i / FREE_SIGN_IN_FAILURES)}`, email, 'spray').expect(
          401,
        );
      const slowed = await signIn('192.0.2.200', email, password).expect(429);
      expect(slowed.body.message).toBe(TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE);
      expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(
        MAX_ACCOUNT_SIGN_IN_DELAY_MINUTES * 60,
      );
    });
  });

  describe('failed sign-ins from one address', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ SIGN_IN_FAILURES_PER_ADDRESS: '3', TRUST_PROXY: '1' });
    });
    afterAll(() => t.close());

    it('slows the address down after SIGN_IN_FAILURES_PER_ADDRESS failures across accounts, not others', async () => {
      const fromShared = (email: string, password: string) =>
        t.http
          .post('/api/v1/auth/login')
          .set('X-Forwarded-For', '203.0.113.9')
          .send({ email, password });
      for (const email of ['one@x.example', 'two@x.example', 'three@x.example'])
        await fromShared(email, 'guess-pass').expect(401);
      const { email, password } = DEMO_LOGINS.admin;
      const answer = await fromShared(email, password).expect(429);
      expect(answer.body.message).toBe(TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      await t.http
        .post('/api/v1/auth/login')
        .set('X-Forwarded-For', '203.0.113.10')
        .send({ email, password })
        .expect(200);
    });

    it('takes any forwarded address, however long, without failing', async () => {
      await t.http
        .post('/api/v1/auth/login')
        .set('X-Forwarded-For', `not-an-address-${randomBytes(4000).toString('hex')}`)
        .send({ email: 'one@x.example', password: 'guess-pass' })
        .expect(401);
    });

    it('never counts successful sign-ins against the address', async () => {
      for (let i = 0; i < 10; i += 1) await t.login('standard');
    });
  });

  describe('client address without TRUST_PROXY', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('ignores X-Forwarded-For: a guesser cannot pose as many addresses', async () => {
      const { email } = DEMO_LOGINS.standard;
      for (let i = 0; i < FREE_SIGN_IN_FAILURES; i += 1)
        await t.http
          .post('/api/v1/auth/login')
          .set('X-Forwarded-For', `203.0.113.${i}`)
          .send({ email, password: 'guess-pass' })
          .expect(401);
      await t.http
        .post('/api/v1/auth/login')
        .set('X-Forwarded-For', '203.0.113.99')
        .send({ email, password: 'guess-pass' })
        .expect(429);
    });
  });

  describe('session tokens', () => {
    let t: TestApp;
    let jwt: JwtService;
    let claims: { sub: string; ver: number };
    beforeAll(async () => {
      t = await createTestApp();
      jwt = t.app.get(JwtService);
      const { sub, ver } = jwt.decode<{ sub: string; ver: number }>(await t.login('admin'));
      claims = { sub, ver };
    });
    afterAll(() => t.close());

    const me = (token: string) =>
      t.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${token}`);

    it('accepts a token it issued, with an expiry, signed HS256', async () => {
      const token = await t.login('admin');
      expect(jwt.decode<{ exp?: number }>(token).exp).toEqual(expect.any(Number));
      expect(
        JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()),
      ).toMatchObject({
        alg: 'HS256',
      });
      await me(token).expect(200);
    });

    it('refuses a correctly signed token without an expiry', async () => {
      await me(jwt.sign(claims)).expect(401);
    });

    it('refuses a token signed with another algorithm, or with none', async () => {
      await me(jwt.sign(claims, { algorithm: 'HS512', expiresIn: 600 })).expect(401);
      const unsigned = [
        { alg: 'none', typ: 'JWT' },
        { ...claims, exp: Math.floor(Date.now() / 1000) + 600 },
      ]
        .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
        .join('.');
      await me(`${unsigned}.`).expect(401);
    });
  });
});
