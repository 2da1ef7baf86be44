import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { loadConfig } from '../config/app-config';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { verifyChain } from '@job-intake/contracts/audit/hash-chain';
import { createJob, ignoreDroppedConnections } from '../jobs/testing/job-fixtures';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/testing/test-smtp-server';
import { createTestApp, type TestApp } from '../testing/test-app';
import { traceIds } from './log-trace-ids';
import { inSpan } from './spans';
import { startTracing, type Tracing } from './start-tracing';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './testing/otlp-receiver';

const SERVER = 2;
const CLIENT = 3;
const PRODUCER = 4;
const CONSUMER = 5;

describe('traces: one trace from an HTTP command to the e-mail it caused, exported over OTLP', () => {
  let receiver: OtlpReceiver;
  let smtp: TestSmtpServer;
  let tracing: Tracing;
  let t: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'traces-'));

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    smtp = await startTestSmtpServer();
    const env = {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      INSTANCE_ID: 'traced-instance',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
    };
    tracing = await startTracing(loadConfig(env));
    t = await createTestApp(env);
    ignoreDroppedConnections(t);
  });
  afterAll(async () => {
    await t.close();
    await tracing.shutdown();
    await smtp.close();
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The span named so (the first whose name starts so), once the exporter has sent it. */
  async function spanNamed(name: string, where: (span: ReceivedSpan) => boolean = () => true) {
    for (let tries = 0; tries < 100; tries += 1) {
      await tracing.flush();
      const found = receiver.spans.find((span) => span.name.startsWith(name) && where(span));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No span ${name} among ${receiver.spans.map((span) => span.name).join(', ')}`);
  }

  it('links the request, the command, its decision, the append, the projection batch and the send', async () => {
    const admin = { Authorization: `Bearer ${await t.login('admin')}` };
    const name = `Traced ${Date.now()}`;
    const jobId = await createJob(t, admin, { name });
    await smtp.waitFor((mail) => mail.subject?.includes(name) ?? false);

    const http = await spanNamed('POST /api/v1/job', (span) => span.kind === SERVER);
    expect(http.attributes).toMatchObject({
      'http.request.method': 'POST',
      'http.route': '/api/v1/job',
      'http.response.status_code': 201,
    });
    expect(http.resource).toMatchObject({
      'service.name': 'job-intake',
      'service.instance.id': 'traced-instance',
    });
    const inTrace = (span: ReceivedSpan) => span.traceId === http.traceId;
    const command = await spanNamed('JobCommands.run CreateJob', inTrace);
    expect(command.parentSpanId).toBe(http.spanId);
    expect(command.attributes['messaging.destination.name']).toBe(jobStreamId(jobId));
    const decision = await spanNamed('decide CreateJob', inTrace);
    expect(decision.parentSpanId).toBe(command.spanId);
    const append = await spanNamed('eventstore.append', inTrace);
    expect(append).toMatchObject({ parentSpanId: command.spanId, kind: PRODUCER });
    expect(append.attributes['messaging.batch.message_count']).toBeGreaterThan(0);

    const batch = await spanNamed('projection.batch job-notifications', (span) =>
      span.links.some((link) => link.spanId === append.spanId),
    );
    expect(batch.kind).toBe(CONSUMER);
    expect(batch.links).toContainEqual(
      expect.objectContaining({ traceId: http.traceId, spanId: append.spanId }),
    );
    await spanNamed('projection.batch job-list', (span) =>
      span.links.some((link) => link.spanId === append.spanId),
    );

    const send = await spanNamed(
      'outbox.send',
      (span) => span.attributes['job_intake.job.id'] === jobId,
    );
    expect(send).toMatchObject({
      traceId: http.traceId,
      parentSpanId: append.spanId,
      kind: CLIENT,
    });
  });

  it("stores the append's trace context in the events' metadata, inside an intact hash chain", async () => {
    const admin = { Authorization: `Bearer ${await t.login('admin')}` };
    const jobId = await createJob(t, admin);
    const events = await t.app.get<EventStore>(EVENT_STORE).readStream(jobStreamId(jobId));

    const append = await spanNamed(
      'eventstore.append',
      (span) => span.attributes['messaging.destination.name'] === jobStreamId(jobId),
    );
    expect(events[0]?.metadata.traceparent).toBe(`00-${append.traceId}-${append.spanId}-01`);
    expect(verifyChain(events)).toEqual({ ok: true });
  });

  it('gives log lines written inside a span its trace and span ids', async () => {
    expect(traceIds()).toEqual({});
    const { ids, span } = await inSpan('logged', {}, async (span) => ({
      ids: traceIds(),
      span: span.spanContext(),
    }));
    expect(ids).toEqual({ trace_id: span.traceId, span_id: span.spanId });
  });
});
