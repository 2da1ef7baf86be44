import { randomUUID } from 'node:crypto';
import {
  SERVICE_INACTIVE_DEFAULT,
  SERVICE_TEXT_TAKEN,
  type ServiceTypeDto,
} from '@job-intake/contracts/services/service-types-api';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createOtherCompany } from '../users/testing/other-company';

type Auth = { Authorization: string };
const API = '/api/v1';

describe('service types API (GET /services, POST/PATCH/DELETE /service)', () => {
  let t: TestApp;
  let admin: Auth;
  let standard: Auth;

  beforeAll(async () => {
    t = await createTestApp();
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
  });
  afterEach(() => t.pool.query('DELETE FROM service_types'));
  afterAll(() => t.close());

  const list = async (auth: Auth = admin): Promise<ServiceTypeDto[]> =>
    (await t.http.get(`${API}/services`).set(auth).expect(200)).body;
  const create = async (body: object, auth: Auth = admin): Promise<ServiceTypeDto> =>
    (await t.http.post(`${API}/service`).set(auth).send(body).expect(201)).body;
  const patch = (id: string, body: object) =>
    t.http.patch(`${API}/service/${id}`).set(admin).send(body);
  const defaults = async () => (await list()).filter((type) => type.default).map((t) => t.text);

  it('creates, lists by text, edits and deletes, keeping exactly one default', async () => {
    const premium = await create({ text: '  Notice :: Premium ' });
    expect(premium).toEqual({
      id: expect.any(String),
      text: 'Notice :: Premium',
      lien_direct: false,
      default: true,
      status: 'active',
    });
    const lien = await create({ text: 'Lien', lien_direct: true });
    await create({ text: 'Notice :: Basic' });
    expect((await list(standard)).map(({ text }) => text)).toEqual([
      'Lien',
      'Notice :: Basic',
      'Notice :: Premium',
    ]);
    expect(await defaults()).toEqual(['Notice :: Premium']);

    const saved = (await patch(lien.id, { default: true, text: 'Lien Direct' }).expect(200)).body;
    expect(saved).toEqual({ ...lien, text: 'Lien Direct', default: true });
    expect(await defaults()).toEqual(['Lien Direct']);

    await patch(lien.id, { status: 'inactive' }).expect(200);
    expect(await defaults()).toEqual(['Notice :: Basic']);
    const basic = (await list()).find(({ text }) => text === 'Notice :: Basic')!;
    await t.http.delete(`${API}/service/${basic.id}`).set(admin).expect(204);
    expect(await defaults()).toEqual(['Notice :: Premium']);
    await t.http.delete(`${API}/service/${basic.id}`).set(admin).expect(404);
  });

  it('refuses a taken text and an inactive default with the rule’s words', async () => {
    const premium = await create({ text: 'Notice :: Premium' });
    const taken = await t.http
      .post(`${API}/service`)
      .set(admin)
      .send({ text: 'notice :: PREMIUM' })
      .expect(400);
    expect(taken.body.message).toBe(SERVICE_TEXT_TAKEN);
    const inactive = await patch(premium.id, { status: 'inactive', default: true }).expect(400);
    expect(inactive.body.message).toBe(SERVICE_INACTIVE_DEFAULT);
    expect(await list()).toEqual([premium]);
  });

  it('keeps one default when two types are made default at once', async () => {
    const types = await Promise.all(
      ['A', 'B', 'C', 'D'].map((text) => create({ text, default: true })),
    );
    await Promise.all(types.map(({ id }) => patch(id, { default: true }).expect(200)));
    expect(await defaults()).toHaveLength(1);
  });

  it.each([
    [{}, 'text should not be empty'],
    [{ text: '   ' }, 'text should not be empty'],
    [{ text: null }, 'text'],
    [{ text: 42 }, 'text must be a string'],
    [{ text: ['a'] }, 'text must be a string'],
    [{ text: 'x'.repeat(201) }, 'text must be at most 200 characters'],
    [{ text: 'x'.repeat(10_000) }, 'text must be at most 200 characters'],
    [{ text: 'nul\u0000' }, 'text must not contain control characters'],
    [{ text: 'A', lien_direct: 'yes' }, 'lien_direct must be true or false'],
    [{ text: 'A', default: null }, 'default'],
    [{ text: 'A', status: 'gone' }, 'status must be one of: active, inactive'],
  ])('refuses a body with a 400 naming the field (%#)', async (body, message) => {
    const answer = await t.http.post(`${API}/service`).set(admin).send(body).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(message);
    expect(await list()).toEqual([]);
  });

  it('refuses a bad id with 400 and an unknown one with 404', async () => {
    await patch('nope', { text: 'A' }).expect(400);
    await patch(randomUUID(), { text: 'A' }).expect(404);
    await t.http.delete(`${API}/service/${randomUUID()}`).set(admin).expect(404);
  });

  it('lets only users with the services permission change service types', async () => {
    const saved = await create({ text: 'Notice :: Premium' });
    await t.http.post(`${API}/service`).set(standard).send({ text: 'B' }).expect(403);
    await t.http.patch(`${API}/service/${saved.id}`).set(standard).send({ text: 'B' }).expect(403);
    await t.http.delete(`${API}/service/${saved.id}`).set(standard).expect(403);
    await t.http.get(`${API}/services`).expect(401);
    expect(await list(standard)).toEqual([saved]);
  });

  it('keeps each company’s types to itself (404, never listed, unchanged)', async () => {
    const other = await createOtherCompany(t, 'Services');
    const owner = { Authorization: `Bearer ${await t.login(other.adminLogin)}` };
    const theirs = await create({ text: 'Notice :: Premium' }, owner);
    const ours = await create({ text: 'Notice :: Premium' });

    expect(await list()).toEqual([ours]);
    await patch(theirs.id, { text: 'Taken' }).expect(404);
    await t.http.delete(`${API}/service/${theirs.id}`).set(admin).expect(404);
    expect(await list(owner)).toEqual([theirs]);
  });
});
