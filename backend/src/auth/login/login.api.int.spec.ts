import { randomBytes } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import type { Challenge } from 'altcha-lib';
import {
  FREE_ACCOUNT_SIGN_IN_FAILURES,
  FREE_SIGN_IN_FAILURES,
  LOGIN_FAILED_MESSAGE,
  MAX_ACCOUNT_SIGN_IN_DELAY_MINUTES,
  TOO_MANY_SIGN_INS_AT_ONCE_MESSAGE,
  SIGN_IN_DELAY_SECONDS,
  SIGN_IN_PROOF_FAILED_MESSAGE,
  SIGN_IN_PROOF_REQUIRED,
  SIGN_IN_PROOF_REQUIRED_MESSAGE,
  TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE,
  type SignInProofRequired,
} from '@job-intake/contracts/identity/identity-api';
import { ALTCHA_CHALLENGE_PATH } from '../../captcha/altcha.captcha';
import { solveAltcha } from '../../captcha/testing/solve-altcha';
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
      t = await createTestApp({
        SIGN_IN_FAILURES_PER_ADDRESS: '3',
        TRUST_PROXY: '1',
        ALTCHA_COST: '1',
      });
    });
    afterAll(() => t.close());

    const from = (address: string, body: { email: string; password: string; captcha?: string }) =>
      t.http.post('/api/v1/auth/login').set('X-Forwarded-For', address).send(body);
    const solvedCaptcha = async () =>
      solveAltcha((await t.http.get(ALTCHA_CHALLENGE_PATH).expect(200)).body as Challenge);
    const proofRequired = (message: string): SignInProofRequired => ({
      statusCode: 428,
      error: 'Precondition Required',
      code: SIGN_IN_PROOF_REQUIRED,
      message,
      captcha: { provider: 'altcha', challengeUrl: ALTCHA_CHALLENGE_PATH },
    });
    /** Three failures across accounts: the address is past SIGN_IN_FAILURES_PER_ADDRESS. */
    const spray = async (address: string) => {
      for (const email of ['one@x.example', 'two@x.example', 'three@x.example'])
        await from(address, { email, password: 'guess-pass' }).expect(401);
    };

    it('asks the address for a proof after SIGN_IN_FAILURES_PER_ADDRESS failures, even with the right password; not others', async () => {
      await spray('203.0.113.9');
      const { email, password } = DEMO_LOGINS.admin;
      const asked = await from('203.0.113.9', { email, password }).expect(428);
      expect(asked.body).toEqual(proofRequired(SIGN_IN_PROOF_REQUIRED_MESSAGE));
      expect(asked.headers['retry-after']).toBeUndefined();
      await from('203.0.113.10', { email, password }).expect(200);
    });

    it('signs in with a solved captcha, once: the same solution cannot be replayed', async () => {
      await spray('203.0.113.11');
      const { email, password } = DEMO_LOGINS.reviewer;
      const captcha = await solvedCaptcha();
      const signedIn = await from('203.0.113.11', { email, password, captcha }).expect(200);
      expect(signedIn.body.user.email).toBe(email);

      const replayed = await from('203.0.113.11', { email, password, captcha }).expect(428);
      expect(replayed.body).toEqual(proofRequired(SIGN_IN_PROOF_FAILED_MESSAGE));
      const forged = await from('203.0.113.11', { email, password, captcha: 'bm90IGEgdG9rZW4=' });
      expect(forged.status).toBe(428);
      expect(forged.body.message).toBe(SIGN_IN_PROOF_FAILED_MESSAGE);
    });

    it('keeps asking for a proof after proven failures, and a wrong password with a proof is a plain 401', async () => {
      await spray('203.0.113.12');
      await from('203.0.113.12', {
        email: 'four@x.example',
        password: 'guess-pass',
        captcha: await solvedCaptcha(),
      }).expect(401);
      const { email, password } = DEMO_LOGINS.standard;
      await from('203.0.113.12', { email, password }).expect(428);
    });

    it('keeps the per-account limit: the account from this address waits, proof or not', async () => {
      const { email, password } = DEMO_LOGINS.super;
      for (let i = 0; i < FREE_SIGN_IN_FAILURES; i += 1)
        await from('203.0.113.13', { email, password: 'guess-pass' }).expect(401);
      for (const captcha of [undefined, await solvedCaptcha()]) {
        const waited = await from('203.0.113.13', { email, password, captcha }).expect(429);
        expect(waited.body.message).toBe(TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE);
        expect(Number(waited.headers['retry-after'])).toBeLessThanOrEqual(SIGN_IN_DELAY_SECONDS);
      }
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

  describe('a burst of wrong guesses from one address', () => {
    let t: TestApp;
    beforeAll(async () => {
      // Few failures per address, so that the burst costs the test few argon2 checks.
      t = await createTestApp({ TRUST_PROXY: '1', SIGN_IN_FAILURES_PER_ADDRESS: '10' });
    });
    afterAll(() => t.close());

    const from = (address: string, email: string, password: string) =>
      t.http.post('/api/v1/auth/login').set('X-Forwarded-For', address).send({ email, password });

    it('is held to its share of the sign-ins under way: a user at another address signs in, nobody gets a 5xx', async () => {
      const burst = Array.from({ length: 130 }, (_, i) =>
        from('203.0.113.50', `guess-${i}@x.example`, 'guess-pass'),
      );
      const { email, password } = DEMO_LOGINS.admin;
      const legitimate = from('198.51.100.20', email, password);
      const answers = await Promise.all(burst);
      expect((await legitimate).status).toBe(200);

      // Each answer is a wrong password, a request for a proof, or "too many at once": no 5xx.
      // (Which of them each gets depends on timing; the shares are counted in fair-queue.unit.spec.)
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => ![401, 428, 429].includes(status))).toEqual([]);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
      for (const answer of answers.filter((each) => each.status === 429))
        expect(answer.body.message).toBe(TOO_MANY_SIGN_INS_AT_ONCE_MESSAGE);
    }, 300_000);
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
