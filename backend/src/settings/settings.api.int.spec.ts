import {
  FREE_SIGN_IN_FAILURES,
  TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@job-intake/contracts/identity/identity-api';
import { DEMO_LOGINS } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('personal settings API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  describe('POST /settings/userConfig', () => {
    it('saves the job list options; the session user carries them', async () => {
      const auth = bearer(await t.login('standard'));
      await t.http
        .post('/api/v1/settings/userConfig')
        .set(auth)
        .send({ list_count: 500, column_choice: 'location' })
        .expect(200, { result: 'success' });
      const me = await t.http.get('/api/v1/auth/me').set(auth).expect(200);
      expect(me.body).toMatchObject({ list_count: 500, column_choice: 'location' });
      // Only the caller changed.
      const admin = await t.http.get('/api/v1/auth/me').set(bearer(await t.login('admin')));
      expect(admin.body).toMatchObject({ list_count: 100, column_choice: 'form_variant' });
    });

    it.each([
      [{ list_count: 50, column_choice: 'location' }, 'list_count must be one of: 100, 500, 1000'],
      [{ list_count: '500', column_choice: 'location' }, 'list_count must be one of'],
      [
        { list_count: 100, column_choice: 'logo' },
        'column_choice must be one of: form_variant, location',
      ],
      [{ column_choice: 'location' }, 'list_count must be one of'],
      [
        { list_count: 100, column_choice: 'location', api_key: 'x' },
        'property api_key should not exist',
      ],
    ])('refuses %j with 400 and changes nothing', async (body, message) => {
      const auth = bearer(await t.login('reviewer'));
      const answer = await t.http
        .post('/api/v1/settings/userConfig')
        .set(auth)
        .send(body)
        .expect(400);
      expect(JSON.stringify(answer.body.message)).toContain(message);
      const me = await t.http.get('/api/v1/auth/me').set(auth);
      expect(me.body).toMatchObject({ list_count: 100, column_choice: 'form_variant' });
    });

    it('needs a sign-in', async () => {
      await t.http
        .post('/api/v1/settings/userConfig')
        .send({ list_count: 500, column_choice: 'location' })
        .expect(401);
    });
  });

  describe('POST /settings/password', () => {
    let user: { email: string; password: string };
    let count = 0;
    beforeEach(async () => {
      count += 1;
      user = { email: `settings${count}@example.com`, password: 'first-password' };
      await t.http
        .post('/api/v1/auth/register')
        .send({ ...user, name: 'Settings User', company_name: `Settings Co ${count}` })
        .expect(201);
    });

    it('changes the password, answers a fresh token and signs the other sessions out', async () => {
      const other = await t.login(user);
      const mine = await t.login(user);
      const answer = await t.http
        .post('/api/v1/settings/password')
        .set(bearer(mine))
        .send({ current: user.password, new_pass: 'second-password' })
        .expect(200);
      expect(Object.keys(answer.body)).toEqual(['token']);

      await t.http.get('/api/v1/auth/me').set(bearer(answer.body.token)).expect(200);
      for (const stale of [other, mine]) {
        await t.http.get('/api/v1/auth/me').set(bearer(stale)).expect(401);
      }
      await t.http.post('/api/v1/auth/login').send(user).expect(401);
      await t.login({ email: user.email, password: 'second-password' });
    });

    it('refuses a wrong current password with 400 and an error, and keeps the password', async () => {
      const auth = bearer(await t.login(user));
      const answer = await t.http
        .post('/api/v1/settings/password')
        .set(auth)
        .send({ current: 'not-my-password', new_pass: 'second-password' })
        .expect(400);
      expect(answer.body).toMatchObject({ error: WRONG_CURRENT_PASSWORD_MESSAGE });
      await t.http.get('/api/v1/auth/me').set(auth).expect(200);
      await t.login(user);
    });

    it('refuses a new password that breaks the policy', async () => {
      const auth = bearer(await t.login(user));
      const answer = await t.http
        .post('/api/v1/settings/password')
        .set(auth)
        .send({ current: user.password, new_pass: 'short' })
        .expect(400);
      expect(answer.body.error).toBe('Your new password must be at least 8 characters long.');
      await t.login(user);
    });

    it.each([
      [{ new_pass: 'second-password' }, 'current should not be empty'],
      [{ current: 'first-password' }, 'new_pass should not be empty'],
      [{ current: 'first-password', new_pass: 12345678 }, 'new_pass must be a string'],
    ])('refuses %j with 400', async (body, message) => {
      const auth = bearer(await t.login(user));
      const answer = await t.http
        .post('/api/v1/settings/password')
        .set(auth)
        .send(body)
        .expect(400);
      expect(JSON.stringify(answer.body.message)).toContain(message);
      await t.login(user);
    });

    it('stops guessing of the current password like failed sign-ins', async () => {
      const auth = bearer(await t.login(user));
      for (let i = 0; i < FREE_SIGN_IN_FAILURES; i += 1) {
        await t.http
          .post('/api/v1/settings/password')
          .set(auth)
          .send({ current: `guess-${i}`, new_pass: 'second-password' })
          .expect(400);
      }
      const answer = await t.http
        .post('/api/v1/settings/password')
        .set(auth)
        .send({ current: user.password, new_pass: 'second-password' })
        .expect(429);
      expect(answer.body.message).toBe(TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE);
    });

    it('needs a sign-in', async () => {
      await t.http
        .post('/api/v1/settings/password')
        .send({ current: DEMO_LOGINS.standard.password, new_pass: 'second-password' })
        .expect(401);
    });
  });
});
