import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { WebhookPayload } from '@job-intake/contracts/integrations/webhooks-api';
import {
  DEMO_COMPANY_ID,
  DEMO_FORM_ID,
  DEMO_LOGINS,
  DEMO_PROVIDER_SETTINGS,
  ensureDatabase,
  startThrowAwayPostgres,
  withDatabase,
} from '@job-intake/backend/tools';
import { recipient, startTestSmtpServer, type TestSmtpServer } from '@job-intake/backend/testing';
import { startBackend } from './lists-backend';
import { createHttpClient, sendOk, type HttpClient } from './lists-http';
import { percentiles } from './lists-stats';

export interface WebhooksBenchOptions {
  readonly jobs: number;
}

/** The staff who create the jobs, one client each (each may send 30 e-mail requests a minute). */
const CLIENTS = ['admin', 'standard', 'reviewer'] as const;
/** Each client's pace: a job and its e-mail request every 2.1 s, under the per-user limit. */
const CLIENT_INTERVAL_MS = 2_100;
const ARRIVAL_TIMEOUT_MS = 120_000;
const MAIL_PREFIX = 'bench-';

/** When each job's event was committed (the API's 201) and when its webhook or e-mail arrived. */
interface Timings {
  readonly committed: Map<string, number>;
  readonly arrived: Map<string, number>;
}

/**
 * Webhook delivery beside the outbox's e-mail, in one run (issue 31): the real backend on a
 * throw-away embedded PostgreSQL, an endpoint on a local receiver answering 200 at once, the
 * bench's own SMTP server; N jobs created through the API at a steady pace by a few clients, each
 * with an e-mail request. Per job: the API's 201 of POST /job to the job.created webhook's
 * arrival, and the 201 of POST /email to the e-mail's arrival.
 */
export async function webhooksBench(options: WebhooksBenchOptions): Promise<void> {
  const server = await startThrowAwayPostgres();
  await ensureDatabase(server.url, 'bench');
  const smtp = await startTestSmtpServer();
  const hooks = newTimings();
  const mails = newTimings();
  const receiver = await startReceiver(hooks);
  console.log('Building and starting the backend…');
  const backend = await startBackend(withDatabase(server.url, 'bench'), undefined, {
    SMTP_URL: smtp.url,
    WEBHOOKS_ALLOW_PRIVATE: 'true',
  });
  const clients = CLIENTS.map(() => createHttpClient(backend.baseUrl, 2));
  try {
    for (const [index, who] of CLIENTS.entries()) await signIn(clients[index]!, who);
    await sendOk(clients[0]!, 'POST', `/api/v1/company/${DEMO_COMPANY_ID}/webhooks`, {
      url: receiver.url,
      event_types: ['job.created', 'job.email_request_completed', 'job.email_request_failed'],
    });
    const watching = watchMails(smtp, mails);
    console.log(`Creating ${options.jobs} jobs, each with an e-mail request…`);
    const started = Date.now();
    await Promise.all(
      clients.map((client, index) =>
        createJobs(client, index, CLIENTS.length, options.jobs, hooks, mails),
      ),
    );
    await waitForArrivals([hooks, mails], options.jobs);
    watching.stop();
    console.table({
      'webhook (job.created)': row(hooks, started),
      'e-mail (outbox)': row(mails, started),
    });
    await replayBurst(clients[0]!, receiver, started);
    const [one, five, fifteen] = loadavg().map((load) => load.toFixed(2));
    console.log(
      `${receiver.deliveries} deliveries received in all; load average ${one}, ${five}, ${fifteen}`,
    );
  } finally {
    for (const client of clients) client.close();
    await backend.stop();
    await receiver.close();
    await smtp.close();
    await server.stop();
  }
}

function newTimings(): Timings {
  return { committed: new Map(), arrived: new Map() };
}

async function signIn(client: HttpClient, who: (typeof CLIENTS)[number]): Promise<void> {
  const { email, password } = DEMO_LOGINS[who];
  const answer = await sendOk<{ token: string }>(client, 'POST', '/api/v1/auth/login', {
    email,
    password,
  });
  client.signIn(answer.token);
}

/** Jobs `first`, `first + step`, … below `jobs`, one every CLIENT_INTERVAL_MS. */
async function createJobs(
  client: HttpClient,
  first: number,
  step: number,
  jobs: number,
  hooks: Timings,
  mails: Timings,
): Promise<void> {
  for (let index = first; index < jobs; index += step) {
    const due = Date.now() + CLIENT_INTERVAL_MS;
    const { id } = await sendOk<{ id: string }>(client, 'POST', '/api/v1/job', {
      name: `Webhooks bench job ${index}`,
      form_id: DEMO_FORM_ID,
      ...DEMO_PROVIDER_SETTINGS,
    });
    hooks.committed.set(id, Date.now());
    const to = `${MAIL_PREFIX}${index}@example.com`;
    await sendOk(client, 'POST', '/api/v1/email', {
      id,
      to,
      subject: 'Please fill in [job_name]',
      body: 'Hello, please fill in [link_address]',
    });
    mails.committed.set(to, Date.now());
    await sleep(Math.max(0, due - Date.now()));
  }
}

/**
 * The sender's ceiling for one endpoint, which the paced load above never reaches: a second
 * endpoint replays every event of the run at once (Replay from the run's start), and the time from
 * the replay's answer to the last delivery's arrival gives deliveries/s.
 */
async function replayBurst(client: HttpClient, receiver: Receiver, since: number): Promise<void> {
  const webhooks = `/api/v1/company/${DEMO_COMPANY_ID}/webhooks`;
  const { endpoint } = await sendOk<{ endpoint: { id: string } }>(client, 'POST', webhooks, {
    url: `${receiver.url}${REPLAY_PATH}`,
    event_types: ['job.created', 'job.email_request_completed', 'job.email_request_failed'],
  });
  const started = Date.now();
  const { queued } = await sendOk<{ queued: number }>(
    client,
    'POST',
    `${webhooks}/${endpoint.id}/replay`,
    { from_date: new Date(since - 60_000).toISOString() },
  );
  const deadline = started + ARRIVAL_TIMEOUT_MS;
  while (receiver.replayed < queued) {
    if (Date.now() > deadline) throw new Error(`Only ${receiver.replayed} of ${queued} replayed`);
    await sleep(20);
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `Replay burst to one endpoint: ${queued} deliveries in ${seconds.toFixed(1)} s = ` +
      `${(queued / seconds).toFixed(1)} deliveries/s`,
  );
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** The replay endpoint's path on the receiver; the paced endpoint posts to the bare URL. */
const REPLAY_PATH = '/replay';

/**
 * A local receiver answering 200 at once, noting when each job's job.created arrived (paced
 * endpoint) and counting the replay endpoint's deliveries.
 */
async function startReceiver(hooks: Timings) {
  let deliveries = 0;
  let replayed = 0;
  const server: Server = createServer((request, response) => {
    if (request.url?.endsWith(REPLAY_PATH)) {
      request.resume().on('end', () => {
        response.writeHead(200).end();
        replayed += 1;
      });
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const arrived = Date.now();
      response.writeHead(200).end();
      deliveries += 1;
      const payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as WebhookPayload;
      if (payload.type === 'job.created' && !hooks.arrived.has(payload.data.job_id))
        hooks.arrived.set(payload.data.job_id, arrived);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    get deliveries() {
      return deliveries;
    },
    get replayed() {
      return replayed;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Notes when each job's e-mail arrived at the SMTP server, by its recipient, every 10 ms (the
 * app's other mails, such as a new job's notification to its staff, aside).
 */
function watchMails(smtp: TestSmtpServer, mails: Timings): { stop(): void } {
  let seen = 0;
  const timer = setInterval(() => {
    for (; seen < smtp.messages.length; seen += 1) {
      const to = recipient(smtp.messages[seen]!);
      if (to?.startsWith(MAIL_PREFIX) && !mails.arrived.has(to)) mails.arrived.set(to, Date.now());
    }
  }, 10);
  return { stop: () => clearInterval(timer) };
}

async function waitForArrivals(timings: readonly Timings[], jobs: number): Promise<void> {
  const deadline = Date.now() + ARRIVAL_TIMEOUT_MS;
  while (timings.some((timing) => timing.arrived.size < jobs)) {
    if (Date.now() > deadline) {
      const counts = timings.map((timing) => timing.arrived.size).join(' and ');
      throw new Error(`Only ${counts} of ${jobs} arrived in ${ARRIVAL_TIMEOUT_MS / 1000} s`);
    }
    await sleep(50);
  }
}

/** p50, p95 and max latency from commit to arrival, and arrivals/s from the first request on. */
function row(timings: Timings, started: number) {
  const latencies = [...timings.arrived].map(([key, at]) => at - timings.committed.get(key)!);
  const { p50, p95 } = percentiles(latencies);
  const last = Math.max(...timings.arrived.values());
  return {
    'p50 ms': p50,
    'p95 ms': p95,
    'max ms': Math.max(...latencies),
    'per s': Number((timings.arrived.size / ((last - started) / 1000)).toFixed(2)),
  };
}
