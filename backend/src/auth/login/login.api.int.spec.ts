import {
  LOGIN_FAILED_MESSAGE,
  MAX_FAILED_SIGN_INS_PER_ACCOUNT,
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

  describe('failed sign-ins of one account', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    });
    afterAll(() => t.close());

    it(`locks the account after ${MAX_FAILED_SIGN_INS_PER_ACCOUNT} failures, even for the right password`, async () => {
      const { email, password } = DEMO_LOGINS.standard;
      for (let i = 0; i < MAX_FAILED_SIGN_INS_PER_ACCOUNT; i += 1) {
        await t.http
          .post('/api/v1/auth/login')
          .send({ email, password: `wrong-${i}` })
          .expect(401);
      }
      const locked = await t.http
        .post('/api/v1/auth/login')
        .send({ email: email.toUpperCase(), password })
        .expect(429);
      expect(locked.body.message).toBe(TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      // Another account from the same address is not affected.
      await t.login('admin');
    });

    it('locks an unknown e-mail exactly like a known one', async () => {
      const email = 'ghost@demo.job-intake.local';
      for (let i = 0; i < MAX_FAILED_SIGN_INS_PER_ACCOUNT; i += 1) {
        await t.http.post('/api/v1/auth/login').send({ email, password: 'guess-pass' }).expect(401);
      }
      const answer = await t.http
        .post('/api/v1/auth/login')
        .send({ email, password: 'guess-pass' })
        .expect(429);
      expect(answer.body.message).toBe(TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE);
    });

    it('forgives earlier failures after a successful sign-in', async () => {
      const { email, password } = DEMO_LOGINS.reviewer;
      const fail = () =>
        t.http.post('/api/v1/auth/login').send({ email, password: 'nope-nope' }).expect(401);
      for (let i = 0; i < MAX_FAILED_SIGN_INS_PER_ACCOUNT - 1; i += 1) await fail();
      await t.http.post('/api/v1/auth/login').send({ email, password }).expect(200);
      for (let i = 0; i < MAX_FAILED_SIGN_INS_PER_ACCOUNT - 1; i += 1) await fail();
      await t.http.post('/api/v1/auth/login').send({ email, password }).expect(200);
    });
  });

  describe('failed sign-ins from one address', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    });
    afterAll(() => t.close());

    it('refuses sign-ins from the address after too many failures across accounts', async () => {
      for (const email of ['one@x.example', 'two@x.example', 'three@x.example']) {
        await t.http.post('/api/v1/auth/login').send({ email, password: 'guess-pass' }).expect(401);
      }
      const answer = await t.http
        .post('/api/v1/auth/login')
        .send({ email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password })
        .expect(429);
      expect(answer.body.message).toBe(TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE);
    });
  });
});
