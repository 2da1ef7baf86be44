import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../testing/test-app';

/** The reproductions of issue 9's bad-input defects, each of which answered 500. */
describe('bad input over HTTP', () => {
  let t: TestApp;
  let admin: { Authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
  });
  afterAll(() => t.close());

  const messageOf = (body: { message: string | string[] }) => [body.message].flat().join(' ');

  const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
  const postJson = (path: string, body: string) =>
    t.http.post(path).set(admin).set('Content-Type', 'application/json').send(body);

  it('refuses deep nesting with a 400, before signing in and on routes that take large bodies', async () => {
    const login = await postJson('/api/v1/auth/login', nested(40_000)).expect(400);
    expect(login.body.message).toBe(
      'The request body is not valid JSON: nested deeper than 32 levels',
    );
    await postJson(`/api/v1/job/${randomUUID()}/results`, nested(100_000)).expect(400);
    await postJson('/api/v1/auth/login', nested(100_000)).expect(413);
  });

  it('caps bodies at 100 kB unless the route takes large ones', async () => {
    const big = { email: 'a'.repeat(150_000), password: 'x' };
    const answer = await t.http.post('/api/v1/auth/login').send(big).expect(413);
    expect(answer.body.message).toBe(
      'The request body is larger than this route accepts (100 kB).',
    );
    const job = randomUUID();
    await t.http
      .post(`/api/v1/job/${job}/results`)
      .set(admin)
      .send({ id: job, answers: { note: 'a'.repeat(150_000) } })
      .expect(404);
  });

  it('answers bodies it cannot read with a JSON 4xx that says why, not a 404', async () => {
    const encoded = (encoding: string, body: string) =>
      t.http
        .post('/api/v1/auth/login')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send(body);
    expect((await encoded('x-unknown', '{}').expect(415)).body.message).toBe(
      'The request body cannot be read: unsupported content encoding "x-unknown"',
    );
    expect((await encoded('gzip', 'not gzip').expect(400)).body.message).toBe(
      'The request body cannot be read.',
    );
    const fields = Array.from({ length: 2000 }, (_, index) => `a${index}=1`).join('&');
    await t.http
      .post('/api/v1/auth/login')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(fields)
      .expect(413);
  });

  it.each([
    ['/api/v1/auth/login', { email: 'admin@demo.job-intake.local\u0000', password: 'x' }, 'email'],
    [
      '/api/v1/auth/reset',
      { email: 'a@b.c', reset_code: 'x\u0000', new_pass: 'abcdefgh', confirm_pass: 'abcdefgh' },
      'reset_code',
    ],
  ])('refuses a NUL byte on %s with a 400 naming the field', async (path, body, field) => {
    const answer = await t.http.post(path).send(body).expect(400);
    expect(messageOf(answer.body)).toBe(
      `${field} must not contain control characters (such as NUL)`,
    );
  });

  const userNames = async () =>
    (await t.pool.query('SELECT id, name FROM users ORDER BY id')).rows as { id: string }[];
  const demoUserId = async () => {
    const { body } = await t.http.get('/api/v1/users').set(admin).expect(200);
    return (body.users as { id: string }[]).map((user) => user.id)[0] ?? '';
  };

  it('refuses an explicit null name on PATCH /user/{id} and changes nothing', async () => {
    const before = await userNames();
    const answer = await t.http
      .patch(`/api/v1/user/${await demoUserId()}`)
      .set(admin)
      .send({ name: null })
      .expect(400);
    expect(messageOf(answer.body)).toBe('name must not be null');
    expect(await userNames()).toEqual(before);
  });

  it('refuses an explicit null name on PATCH /form/{id}', async () => {
    const form = (await t.pool.query('SELECT id FROM forms LIMIT 1')).rows[0] as { id: string };
    const answer = await t.http
      .patch(`/api/v1/form/${form.id}`)
      .set(admin)
      .send({ type: 'message', name: null })
      .expect(400);
    expect(messageOf(answer.body)).toBe('name must not be null');
  });

  it('still accepts null where it means "none": a user without an API key', async () => {
    await t.http
      .patch(`/api/v1/user/${await demoUserId()}`)
      .set(admin)
      .send({ api_key: null })
      .expect(200);
  });
});
