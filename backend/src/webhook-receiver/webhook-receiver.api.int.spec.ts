import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  RECEIVED_WEBHOOK_MAX_BYTES,
  RECEIVED_WEBHOOKS_KEPT,
  type ReceivedWebhook,
} from '@job-intake/contracts/integrations/webhook-receiver-api';
import { DEMO_COMPANY_ID } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ReceivedWebhooksFolder } from './received-webhooks-folder';
import { WebhookReceiverService } from './webhook-receiver.service';

// A delivery signed by the Standard Webhooks reference libraries' test vector.
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const SIGNED = {
  'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  'webhook-timestamp': '1614265330',
  'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};
const SIGNED_BODY = '{"test": 2432232314}';

describe('the local webhook receiver (default set-up)', () => {
  let t: TestApp;
  let dataDir: string;
  let busy: Server;
  let busyPort: number;
  let url: string;
  let superToken: string;

  beforeAll(async () => {
    // Take a port first, so the receiver has to fall back to a free one.
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    busyPort = (busy.address() as { port: number }).port;
    dataDir = mkdtempSync(join(tmpdir(), 'job-intake-webhooks-'));
    t = await createTestApp({ DATA_DIR: dataDir, WEBHOOK_RECEIVER_PORT: String(busyPort) });
    url = t.app.get(WebhookReceiverService).url ?? '';
    superToken = await t.login('super');
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => busy.close(resolve));
  });

  const received = async (): Promise<ReceivedWebhook[]> => {
    const answer = await t.http
      .get('/api/v1/dev/webhooks')
      .auth(superToken, { type: 'bearer' })
      .expect(200);
    return answer.body.deliveries as ReceivedWebhook[];
  };

  it('listens on 127.0.0.1 under /hooks/, on a free port when WEBHOOK_RECEIVER_PORT is busy', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/hooks\/$/);
    expect(url).not.toContain(`:${busyPort}/`);
    await t.http
      .get('/api/v1/dev/webhooks/status')
      .auth(superToken, { type: 'bearer' })
      .expect(200, { active: true, url });
  });

  it('keeps a POST with its headers, body and time, and lists it newest first', async () => {
    const payload = {
      type: 'job.created',
      timestamp: '2026-11-30T05:00:00.000Z',
      data: { job_id: '8f14e45f-ceea-467f-a5c4-5f6a0c0e4b1d', company_id: 'c', job_revision: 0 },
    };
    const answer = await fetch(`${url}demo?source=test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-id': 'msg_1' },
      body: JSON.stringify(payload),
    });
    expect(answer.status).toBe(200);
    const { received: id } = (await answer.json()) as { received: string };
    await fetch(`${url}other`, { method: 'POST', body: 'not json' });

    const [latest, first] = await received();
    expect(latest).toMatchObject({ path: '/hooks/other', body: 'not json', event_type: null });
    expect(first).toMatchObject({
      id,
      path: '/hooks/demo?source=test',
      webhook_id: 'msg_1',
      event_type: 'job.created',
      job_id: payload.data.job_id,
      body: JSON.stringify(payload),
      headers: expect.objectContaining({ 'content-type': 'application/json' }),
    });
    expect(Date.parse(first?.received_at ?? '')).not.toBeNaN();
    const files = readdirSync(join(dataDir, 'webhooks'));
    expect(files).toEqual(expect.arrayContaining([`${id}.json`, `${id}.body`]));
    expect(readFileSync(join(dataDir, 'webhooks', `${id}.body`), 'utf8')).toBe(
      JSON.stringify(payload),
    );
  });

  it('takes only POSTs under /hooks/, of at most 256 KiB', async () => {
    const before = (await received()).length;
    expect((await fetch(url)).status).toBe(405);
    expect((await fetch(url.replace('/hooks/', '/other'), { method: 'POST' })).status).toBe(404);
    // The receiver answers 413 as soon as it reads the length, and closes the connection.
    const tooLarge = await fetch(`${url}big`, {
      method: 'POST',
      body: 'x'.repeat(RECEIVED_WEBHOOK_MAX_BYTES + 1),
    });
    expect(tooLarge.status).toBe(413);
    const exactly = await fetch(`${url}big`, {
      method: 'POST',
      body: 'x'.repeat(RECEIVED_WEBHOOK_MAX_BYTES),
    });
    expect(exactly.status).toBe(200);
    expect(await received()).toHaveLength(before + 1);
  });

  it('says whether a Standard Webhooks signature verifies with a pasted secret', async () => {
    const answer = await fetch(`${url}signed`, {
      method: 'POST',
      headers: SIGNED,
      body: SIGNED_BODY,
    });
    const { received: id } = (await answer.json()) as { received: string };
    const verify = (deliveryId: string, secret: unknown) =>
      t.http
        .post(`/api/v1/dev/webhooks/${deliveryId}/verify`)
        .auth(superToken, { type: 'bearer' })
        .send({ secret });

    expect((await verify(id, SECRET).expect(200)).body).toEqual({
      verified: true,
      message: 'The signature verifies with this secret.',
    });
    expect((await verify(id, 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').expect(200)).body).toEqual({
      verified: false,
      message: 'No signature of the delivery is made with this secret.',
    });
    const unsigned = (await received()).find((delivery) => delivery.path === '/hooks/other');
    expect((await verify(unsigned?.id ?? '', SECRET).expect(200)).body.verified).toBe(false);

    const refused = await verify(id, 'not a secret').expect(400);
    expect(JSON.stringify(refused.body)).toContain("secret must be the endpoint's signing secret");
    await verify('1764900000000-00000000', SECRET).expect(404);
    await verify('..%2F..%2Fjwt-secret', SECRET).expect(404);
  });

  it('is the one private address a company admin may subscribe without WEBHOOKS_ALLOW_PRIVATE', async () => {
    const admin = await t.login('admin');
    const subscribe = (endpointUrl: string) =>
      t.http
        .post(`/api/v1/company/${DEMO_COMPANY_ID}/webhooks`)
        .auth(admin, { type: 'bearer' })
        .send({ url: endpointUrl, event_types: ['job.created'] });
    const created = await subscribe(`${url}demo`).expect(201);
    expect(created.body.endpoint.url).toBe(`${url}demo`);
    const elsewhere = url.replace(/:\d+\//, `:${busyPort}/`);
    const refused = await subscribe(`${elsewhere}demo`).expect(400);
    expect(JSON.stringify(refused.body)).toContain('https://');
  });

  it('shows the deliveries to a signed-in super admin only', async () => {
    await t.http.get('/api/v1/dev/webhooks').expect(401);
    const admin = await t.login('admin');
    await t.http.get('/api/v1/dev/webhooks').auth(admin, { type: 'bearer' }).expect(403);
    await t.http.get('/api/v1/dev/webhooks/status').auth(admin, { type: 'bearer' }).expect(403);
    await t.http
      .post('/api/v1/dev/webhooks/1764900000000-00000000/verify')
      .auth(admin, { type: 'bearer' })
      .send({ secret: SECRET })
      .expect(403);
  });
});

describe('LOCAL_WEBHOOK_RECEIVER=false', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOCAL_WEBHOOK_RECEIVER: 'false' });
  });
  afterAll(() => t.close());

  it('starts no receiver: /dev/webhooks is 404 and the status says inactive', async () => {
    expect(t.app.get(WebhookReceiverService).url).toBeUndefined();
    const token = await t.login('super');
    await t.http.get('/api/v1/dev/webhooks').auth(token, { type: 'bearer' }).expect(404);
    await t.http
      .get('/api/v1/dev/webhooks/status')
      .auth(token, { type: 'bearer' })
      .expect(200, { active: false, url: null });
  });
});

describe('ReceivedWebhooksFolder', () => {
  it(`keeps the last ${RECEIVED_WEBHOOKS_KEPT} deliveries, newest first`, async () => {
    const folder = new ReceivedWebhooksFolder(mkdtempSync(join(tmpdir(), 'job-intake-hooks-')));
    for (let index = 0; index < RECEIVED_WEBHOOKS_KEPT + 3; index++)
      await folder.add(`/hooks/${index}`, {}, Buffer.from(String(index)));
    const kept = await folder.list();
    expect(kept).toHaveLength(RECEIVED_WEBHOOKS_KEPT);
    expect(kept[0]?.path).toBe(`/hooks/${RECEIVED_WEBHOOKS_KEPT + 2}`);
    expect(kept.at(-1)?.path).toBe('/hooks/3');
    expect(await folder.body(kept[0]?.id ?? '')).toEqual(
      Buffer.from(`${RECEIVED_WEBHOOKS_KEPT + 2}`),
    );
  });
});
