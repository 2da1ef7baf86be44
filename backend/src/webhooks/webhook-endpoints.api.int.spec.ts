import { Webhook } from 'standardwebhooks';
import { WEBHOOK_EVENT_TYPES } from '@job-intake/contracts/integrations/webhooks-api';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { startJobApiApp, type JobApiApp } from '../jobs/testing/job-api-app';
import { API, type Auth } from '../jobs/testing/job-fixtures';
import { DEMO_COMPANY_ID } from '../seed/demo-seed';
import { createOtherCompany } from '../users/testing/other-company';
import { signedHeaders, type SigningSecrets } from './delivery/sign-webhook';
import { EndpointSecrets } from './endpoints/endpoint-secrets';
import { SealPlainSecrets } from './seal-plain-secrets/seal-plain-secrets';

const HOOKS = `${API}/company/${DEMO_COMPANY_ID}/webhooks`;
const valid = { url: 'http://127.0.0.1:9/hooks', event_types: ['job.created'] };

let app: JobApiApp;
let auditor: Auth;
beforeAll(async () => {
  app = await startJobApiApp('webhook-endpoints', { WEBHOOKS_ALLOW_PRIVATE: 'true' });
  auditor = { Authorization: `Bearer ${await app.t.login('auditor')}` };
});
afterAll(() => app?.close());

async function keptSecrets(id: string): Promise<SigningSecrets & { id: string }> {
  const { rows } = await app.t.pool.query(
    `SELECT id, secret, previous_secret, previous_secret_until FROM webhook_endpoints
     WHERE id = $1`,
    [id],
  );
  return rows[0];
}

describe('webhook endpoints API', () => {
  it('creates an endpoint, answers its secret once, lists it without, changes and deletes it', async () => {
    const created = await app.t.http
      .post(HOOKS)
      .set(app.admin)
      .send({ ...valid, description: 'CRM' })
      .expect(201);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const { endpoint } = created.body;
    expect(endpoint).toMatchObject({
      url: valid.url,
      description: 'CRM',
      event_types: ['job.created'],
      enabled: true,
      disabled_reason: null,
      secret_rotated_at: null,
      last_delivery: null,
    });
    const listed = await app.t.http.get(HOOKS).set(auditor).expect(200);
    expect(listed.body).toContainEqual(endpoint);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.secret);

    const paused = await app.t.http
      .patch(`${HOOKS}/${endpoint.id}`)
      .set(app.admin)
      .send({ enabled: false, event_types: [...WEBHOOK_EVENT_TYPES] })
      .expect(200);
    expect(paused.body).toMatchObject({
      enabled: false,
      disabled_reason: 'paused',
      url: valid.url,
    });
    expect(paused.body.event_types).toHaveLength(WEBHOOK_EVENT_TYPES.length);

    const rotated = await app.t.http
      .post(`${HOOKS}/${endpoint.id}/rotate-secret`)
      .set(app.admin)
      .expect(200);
    expect(rotated.body.secret).not.toBe(created.body.secret);
    expect(Date.parse(rotated.body.previous_valid_until)).toBeGreaterThan(Date.now());

    await app.t.http.delete(`${HOOKS}/${endpoint.id}`).set(app.admin).expect(204);
    await app.t.http.delete(`${HOOKS}/${endpoint.id}`).set(app.admin).expect(404);
  });

  it('keeps secrets sealed to their endpoint, and seals at start-up those kept in plain text', async () => {
    const secrets = app.t.app.get(EndpointSecrets);
    const created = await app.t.http.post(HOOKS).set(app.admin).send(valid).expect(201);
    const { id } = created.body.endpoint;
    const afterCreate = await keptSecrets(id);
    expect(afterCreate.secret).toMatch(/^v1:/);
    expect(afterCreate.secret).not.toContain(created.body.secret.slice('whsec_'.length));

    const rotated = await app.t.http
      .post(`${HOOKS}/${id}/rotate-secret`)
      .set(app.admin)
      .expect(200);
    const kept = await keptSecrets(id);
    expect([kept.secret, kept.previous_secret]).toEqual([
      expect.stringMatching(/^v1:/),
      afterCreate.secret,
    ]);
    for (const answered of [created.body.secret, rotated.body.secret])
      expect(JSON.stringify(kept)).not.toContain(answered.slice('whsec_'.length));
    const opened = secrets.opened(kept);
    expect([opened.secret, opened.previous_secret]).toEqual([
      rotated.body.secret,
      created.body.secret,
    ]);

    const other = await app.t.http.post(HOOKS).set(app.admin).send(valid).expect(201);
    expect(() => secrets.open(other.body.endpoint.id, kept.secret)).toThrow('does not open');

    // A row from before secrets were sealed: read as it is, then sealed by the next start.
    await app.t.pool.query(
      'UPDATE webhook_endpoints SET secret = $2, previous_secret = $3 WHERE id = $1',
      [id, rotated.body.secret, created.body.secret],
    );
    expect(secrets.opened(await keptSecrets(id))).toEqual(opened);
    await app.t.app.get(SealPlainSecrets).onApplicationBootstrap();
    const resealed = await keptSecrets(id);
    expect(resealed.secret).toMatch(/^v1:/);
    expect(resealed.previous_secret).toMatch(/^v1:/);
    expect(resealed.secret).not.toBe(kept.secret);
    await app.t.app.get(SealPlainSecrets).onApplicationBootstrap();
    expect(await keptSecrets(id)).toEqual(resealed);

    const body = JSON.stringify({ type: 'job.created' });
    const headers = signedHeaders('msg_1', body, secrets.opened(resealed), new Date());
    for (const secret of [rotated.body.secret, created.body.secret])
      expect(() => new Webhook(secret).verify(body, headers)).not.toThrow();
  });

  it.each([
    [{ event_types: ['job.created'] }, 'url should not be empty'],
    [{ ...valid, url: 'not a url' }, 'url must be a full URL'],
    [{ ...valid, url: 'ftp://example.com/' }, 'url must start with https://'],
    [{ ...valid, event_types: [] }, 'event_types must name at least one event type'],
    [{ ...valid, event_types: ['job.exploded'] }, 'each of event_types must be one of'],
    [{ ...valid, event_types: 'job.created' }, 'event_types must be a list'],
    [{ ...valid, description: 'x'.repeat(201) }, 'description must be at most 200'],
    [{ ...valid, description: 'two\nlines' }, 'description must be on one line'],
  ])('refuses a bad body %j with 400', async (body, message) => {
    const answer = await app.t.http.post(HOOKS).set(app.admin).send(body).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(message);
  });

  it('refuses a bad change with 400 and null for a field', async () => {
    const { body } = await app.t.http.post(HOOKS).set(app.admin).send(valid).expect(201);
    const path = `${HOOKS}/${body.endpoint.id}`;
    await app.t.http.patch(path).set(app.admin).send({ enabled: 'yes' }).expect(400);
    await app.t.http.patch(path).set(app.admin).send({ url: null }).expect(400);
  });

  it('refuses a private address when private addresses are not allowed', async () => {
    const config = app.t.app.get<AppConfig>(APP_CONFIG, { strict: false });
    // The flag is read on every check; off here is the production default.
    config.WEBHOOKS_ALLOW_PRIVATE = false;
    try {
      for (const url of ['https://127.0.0.1/hooks', 'https://[::1]/', 'https://10.0.0.7/']) {
        const answer = await app.t.http
          .post(HOOKS)
          .set(app.admin)
          .send({ ...valid, url })
          .expect(400);
        expect(answer.body.message).toContain('private, loopback or link-local');
      }
      const http = await app.t.http.post(HOOKS).set(app.admin).send(valid).expect(400);
      expect(http.body.message).toContain('https://');
    } finally {
      config.WEBHOOKS_ALLOW_PRIVATE = true;
    }
  });

  it("answers another company's endpoints 404 and lets only admins change them", async () => {
    const other = await createOtherCompany(app.t);
    const otherAdmin = { Authorization: `Bearer ${await app.t.login(other.adminLogin)}` };
    const { body } = await app.t.http.post(HOOKS).set(app.admin).send(valid).expect(201);
    const path = `${HOOKS}/${body.endpoint.id}`;
    await app.t.http.get(HOOKS).set(otherAdmin).expect(404);
    await app.t.http.patch(path).set(otherAdmin).send({ enabled: false }).expect(404);
    await app.t.http.delete(path).set(otherAdmin).expect(404);
    const otherHooks = `${API}/company/${other.companyId}/webhooks`;
    await app.t.http
      .patch(`${otherHooks}/${body.endpoint.id}`)
      .set(otherAdmin)
      .send({})
      .expect(404);
    await app.t.http.post(HOOKS).set(app.standard).send(valid).expect(403);
    await app.t.http.post(HOOKS).set(auditor).send(valid).expect(403);
    await app.t.http.get(HOOKS).set(app.outsider).expect(200);
  });
});
