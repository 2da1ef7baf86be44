import {
  FREE_SIGN_IN_FAILURES,
  TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE,
} from '@job-intake/contracts/identity/identity-api';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('POST /settings/password under concurrent guesses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`checks at most ${FREE_SIGN_IN_FAILURES} guesses of the current password, however many arrive at once`, async () => {
    const user = { email: 'guessed@example.com', password: 'first-password' };
    await t.http
      .post('/api/v1/auth/register')
      .send({ ...user, name: 'Guessed', company_name: 'Guessed Co' })
      .expect(201);
    const auth = { Authorization: `Bearer ${await t.login(user)}` };
    const change = (current: string) =>
      t.http
        .post('/api/v1/settings/password')
        .set(auth)
        .send({ current, new_pass: 'second-password' });

    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => change(`guess-${i}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(FREE_SIGN_IN_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - FREE_SIGN_IN_FAILURES);

    const right = await change(user.password).expect(429);
    expect(right.body.message).toBe(TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });
});
