import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import {
  WEBHOOK_EVENT_TYPES,
  type CreatedWebhookEndpointDto,
  type WebhookDeliveryPageDto,
  type WebhookEventType,
  type WebhookPayload,
} from '@job-intake/contracts/integrations/webhooks-api';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SecretBox } from '../credentials/secret-box';
import { eventually } from '../event-store/testing/test-events';
import { jobEventSamples } from '../jobs/testing/job-event-samples';
import { startJobApiApp, type JobApiApp } from '../jobs/testing/job-api-app';
import { API, appendJobEvents, createJob } from '../jobs/testing/job-fixtures';
import { DEMO_COMPANY_ID } from '../seed/demo-seed';
import { createOtherCompany } from '../users/testing/other-company';
import { DEFAULT_WEBHOOK_OPTIONS, WebhookSender } from './delivery/webhook-sender';
import { WebhookRetention } from './retention/webhook-retention';
import { WebhookReceiver, type ReceivedWebhook } from './testing/webhook-receiver';

const HOOKS = `${API}/company/${DEMO_COMPANY_ID}/webhooks`;
const FAST_RETRIES = { firstDelayMs: 20, maxDelayMs: 100, giveUpAfterMs: 60_000 };

let app: JobApiApp;
let receiver: WebhookReceiver;
let sender: WebhookSender;
beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  app = await startJobApiApp('webhook-deliveries', { WEBHOOKS_ALLOW_PRIVATE: 'true' });
  sender = app.t.app.get(WebhookSender);
  sender.options = { ...DEFAULT_WEBHOOK_OPTIONS, pollMs: 100, retry: FAST_RETRIES };
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

async function subscribe(
  path: string,
  eventTypes: readonly WebhookEventType[] = WEBHOOK_EVENT_TYPES,
  url = receiver.url(path),
): Promise<CreatedWebhookEndpointDto> {
  const answer = await app.t.http
    .post(HOOKS)
    .set(app.admin)
    .send({ url, event_types: eventTypes })
    .expect(201);
  return answer.body;
}

const payloadOf = (request: ReceivedWebhook): WebhookPayload => JSON.parse(request.body);
const idsAt = (path: string) => receiver.at(path).map((request) => request.headers['webhook-id']);
const jobAt = (path: string, jobId: string) =>
  receiver.at(path).filter((request) => payloadOf(request).data.job_id === jobId);

async function deliveriesOf(endpointId: string): Promise<WebhookDeliveryPageDto> {
  const answer = await app.t.http
    .get(`${HOOKS}/${endpointId}/deliveries?size=1000`)
    .set(app.admin)
    .expect(200);
  return answer.body;
}

/** A job through every event a webhook reports on, as the store holds them. */
async function jobThroughEveryEvent(): Promise<string> {
  const jobId = await createJob(app.t, app.admin);
  const sample = jobEventSamples(jobId);
  await appendJobEvents(app.t, jobId, [sample.AnswersSaved], { actor: { kind: 'guest' } });
  await appendJobEvents(app.t, jobId, [
    sample.AnswersSaved,
    sample.ShareLinkCreated,
    sample.ShareLinkSubmitted,
    sample.EmailSent,
    sample.EmailFailed,
    sample.JobFinalized,
    sample.JobImported,
    sample.JobArchived,
  ]);
  return jobId;
}

describe('webhook deliveries', () => {
  it('delivers each subscribed event type once, in order, signed by the Standard Webhooks algorithm', async () => {
    const all = await subscribe('/all');
    await subscribe('/archived', ['job.archived']);
    const jobId = await jobThroughEveryEvent();
    const expected = [
      'job.created',
      'job.answers_saved_by_guest',
      'job.share_link_completed',
      'job.email_request_completed',
      'job.email_request_failed',
      'job.status_changed',
      'job.sent_to_provider',
      'job.status_changed',
      'job.archived',
      'job.status_changed',
    ];
    await eventually(() => jobAt('/all', jobId).length >= expected.length, 15_000);
    await eventually(() => jobAt('/archived', jobId).length >= 1, 15_000);
    const received = jobAt('/all', jobId);
    expect(received.map((request) => payloadOf(request).type)).toEqual(expected);
    expect(new Set(expected)).toEqual(new Set(WEBHOOK_EVENT_TYPES));
    const webhook = new Webhook(all.secret);
    for (const request of received) {
      expect(webhook.verify(request.body, request.headers as Record<string, string>)).toEqual(
        payloadOf(request),
      );
      expect(request.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    }
    expect(new Set(received.map((request) => request.headers['webhook-id'])).size).toBe(
      expected.length,
    );
    const payloads = received.map(payloadOf);
    expect(payloads.map((payload) => payload.data.status)).toEqual([
      'open',
      'open',
      'open',
      'open',
      'open',
      'pending',
      'submitted',
      'submitted',
      'archived',
      'archived',
    ]);
    expect(payloads[0]?.data).toMatchObject({ job_id: jobId, company_id: DEMO_COMPANY_ID });
    const revisions = payloads.map((payload) => payload.data.job_revision);
    expect(revisions).toEqual([...revisions].sort((a, b) => a - b));
    expect(jobAt('/archived', jobId).map((request) => payloadOf(request).type)).toEqual([
      'job.archived',
    ]);

    const log = await deliveriesOf(all.endpoint.id);
    expect(log).toMatchObject({ page: 1, size: 1000, sort: 'created_at', dir: 'desc' });
    const newest = log.rows[0];
    expect(newest).toMatchObject({
      event_type: 'job.status_changed',
      job_id: jobId,
      status: 'succeeded',
      attempts: 1,
      response_status: 204,
      next_attempt_at: null,
    });
    expect(newest?.latency_ms).toEqual(expect.any(Number));
  });

  it('signs with both secrets while a rotated one overlaps', async () => {
    const created = await subscribe('/rotated', ['job.created']);
    const rotated = await app.t.http
      .post(`${HOOKS}/${created.endpoint.id}/rotate-secret`)
      .set(app.admin)
      .expect(200);
    const jobId = await createJob(app.t, app.admin);
    await eventually(() => jobAt('/rotated', jobId).length === 1, 15_000);
    const [request] = jobAt('/rotated', jobId);
    const headers = request!.headers as Record<string, string>;
    expect(headers['webhook-signature']?.split(' ')).toHaveLength(2);
    for (const secret of [created.secret, rotated.body.secret]) {
      expect(() => new Webhook(secret).verify(request!.body, headers)).not.toThrow();
    }
  });

  it("retries after a 500 with the same webhook-id, and holds the job's next event until then", async () => {
    const flaky = await subscribe('/flaky', ['job.created', 'job.status_changed']);
    let refused = 0;
    receiver.reply = (request) =>
      request.path === '/flaky' && refused++ === 0
        ? { status: 500, body: 'down for a moment' }
        : { status: 204 };
    try {
      const jobId = await createJob(app.t, app.admin);
      await appendJobEvents(app.t, jobId, [jobEventSamples(jobId).JobFinalized]);
      await eventually(() => jobAt('/flaky', jobId).length === 3, 15_000);
      const [first, retry, next] = jobAt('/flaky', jobId).map(payloadOf);
      expect([first?.type, retry?.type, next?.type]).toEqual([
        'job.created',
        'job.created',
        'job.status_changed',
      ]);
      const ids = jobAt('/flaky', jobId).map((request) => request.headers['webhook-id']);
      expect(ids[0]).toBe(ids[1]);
      expect(ids[2]).not.toBe(ids[0]);
      await eventually(async () => {
        const row = (await deliveriesOf(flaky.endpoint.id)).rows.find(
          (delivery) => delivery.event_type === 'job.created' && delivery.job_id === jobId,
        );
        return row?.status === 'succeeded' && row.attempts === 2;
      });
    } finally {
      receiver.reply = () => ({ status: 204 });
    }
  });

  it('sends a delivery left in flight by a stopped instance again, with its webhook-id', async () => {
    const endpoint = await subscribe('/killed', ['job.created']);
    await sender.whilePaused(async () => {
      const jobId = await createJob(app.t, app.admin);
      // As a killed sender leaves it: claimed, its attempt counted, its claim not yet expired.
      const { rowCount } = await app.t.pool.query(
        `UPDATE webhook_deliveries SET status = 'sending', attempts = 1,
           locked_until = now() + interval '1 hour'
         WHERE endpoint_id = $1 AND job_id = $2`,
        [endpoint.endpoint.id, jobId],
      );
      expect(rowCount).toBe(1);
      await sender.drain({ afterTakeover: false });
      expect(jobAt('/killed', jobId)).toEqual([]);
      await sender.drain({ afterTakeover: true });
      expect(jobAt('/killed', jobId)).toHaveLength(1);
      const [row] = (await deliveriesOf(endpoint.endpoint.id)).rows;
      expect(row).toMatchObject({ status: 'succeeded', attempts: 2 });
      expect(jobAt('/killed', jobId)[0]?.headers['webhook-id']).toBe(row?.message_id);
    });
  });

  it('refuses to deliver to a private address once private addresses are not allowed', async () => {
    // https, so that only the address is against the rules.
    const https = receiver.url('/private').replace('http:', 'https:');
    const local = await subscribe('/private', ['job.created'], https);
    const config = app.t.app.get<AppConfig>(APP_CONFIG, { strict: false });
    config.WEBHOOKS_ALLOW_PRIVATE = false;
    try {
      const jobId = await createJob(app.t, app.admin);
      await eventually(async () => {
        const row = (await deliveriesOf(local.endpoint.id)).rows.find(
          (delivery) => delivery.job_id === jobId,
        );
        return row?.status === 'retrying' && row.attempts >= 1;
      }, 15_000);
      const [row] = (await deliveriesOf(local.endpoint.id)).rows;
      expect(row?.response_status).toBeNull();
      expect(row?.response_excerpt).toContain('private, loopback or link-local');
      expect(jobAt('/private', jobId)).toEqual([]);
    } finally {
      config.WEBHOOKS_ALLOW_PRIVATE = true;
      await app.t.http.delete(`${HOOKS}/${local.endpoint.id}`).set(app.admin).expect(204);
    }
  });

  it('redelivers one delivery with its webhook-id, and replays from a date or a position', async () => {
    const endpoint = await subscribe('/again', ['job.created']);
    const jobId = await createJob(app.t, app.admin);
    await eventually(() => jobAt('/again', jobId).length === 1, 15_000);
    const [delivery] = (await deliveriesOf(endpoint.endpoint.id)).rows;
    const path = `${HOOKS}/${endpoint.endpoint.id}`;
    const again = await app.t.http
      .post(`${path}/deliveries/${delivery!.id}/redeliver`)
      .set(app.admin)
      .expect(202);
    expect(again.body).toMatchObject({ message_id: delivery!.message_id, status: 'pending' });
    await eventually(() => jobAt('/again', jobId).length === 2, 15_000);
    expect(new Set(jobAt('/again', jobId).map((r) => r.headers['webhook-id'])).size).toBe(1);

    const position = payloadOf(jobAt('/again', jobId)[0]!).data.position as number;
    const byPosition = await app.t.http
      .post(`${path}/replay`)
      .set(app.admin)
      .send({ from_position: position })
      .expect(202);
    expect(byPosition.body.queued).toBeGreaterThanOrEqual(1);
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const byDate = await app.t.http
      .post(`${path}/replay`)
      .set(app.admin)
      .send({ from_date: since })
      .expect(202);
    // Every job the company created in the last hour, this spec's first ones included.
    expect(byDate.body.queued).toBeGreaterThan(byPosition.body.queued);
    await eventually(() => jobAt('/again', jobId).length === 4, 15_000);
    expect(idsAt('/again').length).toBeGreaterThanOrEqual(2 + byDate.body.queued);
  });

  it.each([
    [{}, 'Send one of from_date and from_position'],
    [{ from_date: '2026-11-01T00:00:00Z', from_position: 1 }, 'Send one of'],
    [{ from_date: 'yesterday' }, 'from_date must be a date'],
    [{ from_position: -1 }, 'from_position must be 0 or more'],
    [{ from_position: 1.5 }, 'from_position must be a whole number'],
  ])('refuses the replay %j with 400', async (body, message) => {
    const endpoint = await subscribe('/unused', ['job.archived']);
    const answer = await app.t.http
      .post(`${HOOKS}/${endpoint.endpoint.id}/replay`)
      .set(app.admin)
      .send(body)
      .expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(message);
    await app.t.http.delete(`${HOOKS}/${endpoint.endpoint.id}`).set(app.admin).expect(204);
  });

  it('disables an endpoint whose deliveries keep failing and tells its admins by e-mail', async () => {
    const dead = await subscribe('/dead', ['job.created']);
    receiver.reply = (request) => (request.path === '/dead' ? { status: 503 } : { status: 204 });
    sender.options = { ...sender.options, retry: { ...FAST_RETRIES, giveUpAfterMs: 0 } };
    try {
      for (let job = 0; job < 3; job++) await createJob(app.t, app.admin);
      await eventually(async () => {
        const listed = await app.t.http.get(HOOKS).set(app.admin).expect(200);
        const endpoint = listed.body.find((one: { id: string }) => one.id === dead.endpoint.id);
        return endpoint?.disabled_reason === 'failing';
      }, 15_000);
      const { rows } = await app.t.pool.query(
        `SELECT recipient, body FROM outbox_emails
         WHERE subject = 'A webhook endpoint was disabled' AND body LIKE '%' || $1 || '%'`,
        [receiver.url('/dead')],
      );
      expect(rows).toEqual([expect.objectContaining({ recipient: 'admin@demo.job-intake.local' })]);
      expect(rows[0].body).toContain(receiver.url('/dead'));
      const log = await deliveriesOf(dead.endpoint.id);
      expect(log.rows.map((row) => row.status)).toEqual(['failed', 'failed', 'failed']);
      expect(log.rows[0]?.response_status).toBe(503);
    } finally {
      receiver.reply = () => ({ status: 204 });
      sender.options = { ...sender.options, retry: FAST_RETRIES };
    }
  });

  it("answers another company's deliveries, redeliver and replay 404", async () => {
    const endpoint = await subscribe('/mine', ['job.archived']);
    const other = await createOtherCompany(app.t);
    const otherAdmin = { Authorization: `Bearer ${await app.t.login(other.adminLogin)}` };
    const path = `${HOOKS}/${endpoint.endpoint.id}`;
    await app.t.http.get(`${path}/deliveries`).set(otherAdmin).expect(404);
    await app.t.http.post(`${path}/deliveries/1/redeliver`).set(otherAdmin).expect(404);
    await app.t.http.post(`${path}/replay`).set(otherAdmin).send({ from_position: 0 }).expect(404);
    const theirs = `${API}/company/${other.companyId}/webhooks/${endpoint.endpoint.id}`;
    await app.t.http.get(`${theirs}/deliveries`).set(otherAdmin).expect(404);
    await app.t.http
      .post(`${path}/deliveries/${randomUUID()}/redeliver`)
      .set(app.admin)
      .expect(404);
  });

  it('leaves the deliveries of an endpoint whose secret another key sealed waiting, and sends the others', async () => {
    const locked = await subscribe('/locked', ['job.created']);
    const open = await subscribe('/open', ['job.created']);
    const alien = new SecretBox(randomBytes(32)).seal(
      locked.secret,
      `webhook_endpoints:${locked.endpoint.id}`,
    );
    await app.t.pool.query('UPDATE webhook_endpoints SET secret = $2 WHERE id = $1', [
      locked.endpoint.id,
      alien,
    ]);
    const jobId = await createJob(app.t, app.admin);
    await eventually(() => jobAt('/open', jobId).length === 1, 15_000);
    await sender.drain();
    expect(jobAt('/locked', jobId)).toEqual([]);
    const waiting = await deliveriesOf(locked.endpoint.id);
    expect(waiting.rows.map(({ status, attempts }) => ({ status, attempts }))).toEqual([
      { status: 'pending', attempts: 0 },
    ]);
    await app.t.http.delete(`${HOOKS}/${locked.endpoint.id}`).set(app.admin).expect(204);
    await app.t.http.delete(`${HOOKS}/${open.endpoint.id}`).set(app.admin).expect(204);
  });

  // Last: it removes the endpoints the other tests made, whose deliveries would keep its events.
  it('forgets events and finished deliveries past the retention, keeping what still waits to go out', async () => {
    const listed = await app.t.http.get(HOOKS).set(app.admin).expect(200);
    for (const { id } of listed.body as { id: string }[])
      await app.t.http.delete(`${HOOKS}/${id}`).set(app.admin).expect(204);
    const live = await subscribe('/retained', ['job.created']);
    const paused = await subscribe('/paused', ['job.created']);
    await app.t.http
      .patch(`${HOOKS}/${paused.endpoint.id}`)
      .set(app.admin)
      .send({ enabled: false })
      .expect(200);
    const [sent, waiting, recent] = [
      await createJob(app.t, app.admin),
      await createJob(app.t, app.admin),
      await createJob(app.t, app.admin),
    ];
    await eventually(
      () => [sent, waiting, recent].every((job) => jobAt('/retained', job!).length),
      15_000,
    );
    const old = [sent, waiting];
    await app.t.pool.query(
      `UPDATE webhook_events SET occurred_at = now() - interval '40 days' WHERE job_id = ANY($1)`,
      [old],
    );
    await app.t.pool.query(
      `UPDATE webhook_deliveries SET created_at = now() - interval '40 days' WHERE job_id = ANY($1)`,
      [old],
    );
    // Waiting on an enabled endpoint (its sender was down): kept, and its event with it.
    await app.t.pool.query(
      `UPDATE webhook_deliveries SET status = 'retrying', next_attempt_at = now() + interval '1 day'
       WHERE job_id = $1 AND endpoint_id = $2`,
      [waiting, live.endpoint.id],
    );

    const forgotten = await app.t.app.get(WebhookRetention).hourly.run();

    // The sent one, and both old ones waiting for the paused endpoint.
    expect(forgotten).toEqual({ deliveries: 3, events: 1 });
    const left = await app.t.pool.query<{ endpoint_id: string; job_id: string }>(
      'SELECT endpoint_id, job_id FROM webhook_deliveries WHERE job_id = ANY($1)',
      [[sent, waiting, recent]],
    );
    expect(left.rows).toHaveLength(3);
    expect(left.rows).toEqual(
      expect.arrayContaining([
        { endpoint_id: live.endpoint.id, job_id: waiting },
        { endpoint_id: live.endpoint.id, job_id: recent },
        { endpoint_id: paused.endpoint.id, job_id: recent },
      ]),
    );
    const events = await app.t.pool.query<{ job_id: string }>(
      'SELECT job_id FROM webhook_events WHERE job_id = ANY($1)',
      [[sent, waiting, recent]],
    );
    expect(events.rows.map((row) => row.job_id).sort()).toEqual([waiting, recent].sort());

    const replay = await app.t.http
      .post(`${HOOKS}/${live.endpoint.id}/replay`)
      .set(app.admin)
      .send({ from_date: new Date(Date.now() - 50 * 86_400_000).toISOString() })
      .expect(202);
    const keptDays = app.t.app.get<AppConfig>(APP_CONFIG).WEBHOOK_RETENTION_DAYS;
    expect(Date.now() - Date.parse(replay.body.kept_since)).toBeGreaterThanOrEqual(
      keptDays * 86_400_000,
    );
    expect(Date.now() - Date.parse(replay.body.kept_since)).toBeLessThan(
      keptDays * 86_400_000 + 60_000,
    );
    const replayedOld = await app.t.pool.query(
      `SELECT 1 FROM webhook_deliveries WHERE origin = 'replay' AND job_id = $1`,
      [sent],
    );
    expect(replayedOld.rowCount).toBe(0);
  });
});
