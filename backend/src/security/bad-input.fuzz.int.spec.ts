import { randomUUID } from 'node:crypto';
import { createJob } from '../jobs/testing/job-fixtures';
import { OutboxSender } from '../notifications/outbox-sender';
import { DEMO_LOGINS } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { stopScheduledJobs } from './testing/background-work';
import { fuzzTargets, routeKey } from './testing/fuzz-targets';
import { knownIds } from './testing/known-ids';
import { type FuzzCase, malformedRequests } from './testing/malformed-requests';
import type { Operation } from './testing/openapi-operations';
import { changesBetween, StorageCheck, STORE_HEAD } from './testing/storage-check';
import { unclearMessage } from './testing/refusal-message';

/**
 * Sends malformed input of every kind to every route the app registers, signed in as a user
 * allowed to call it and once signed out, and asserts that nothing answers 5xx, every 4xx says
 * why in words, and no refused request stores anything. Issue 9 found 500s for deep nesting, NUL
 * bytes and explicit nulls; issue 26 made the route list and the storage check trustworthy.
 */

/** Tables that refused requests legitimately write, with why. */
const WRITTEN_BY_REFUSED_REQUESTS: Record<string, string> = {
  'public.sign_in_attempts': 'failed sign-ins are counted',
  'public.throttler_counters': 'rate-limited routes count every request, refused ones too',
};

/** Routes not fuzzed, with why (`*`: every method). */
const NOT_FUZZED: Record<string, string> = {
  '* /api/v1': "Nest's JSON 404 for an unknown API path: no route, no input",
  '* /api/v1/{*path}': "Nest's JSON 404 for an unknown API path: no route, no input",
  '* /metrics': 'kept out of the static app (the metrics route exists only with METRICS_TOKEN)',
  '* /.well-known/job-intake-audit-key': 'the public audit key: no input, nothing stored',
  '* /.well-known/job-intake-audit-key/': 'the public audit key: no input, nothing stored',
  'GET {*any}': "the React app's index.html for client-side routes: reads no input",
};

/** Operations only sent signed out, with why. */
const SIGNED_OUT_ONLY: Record<string, string> = {
  'POST /api/v1/auth/logout': 'would end the session the rest of the run uses',
};

type Who = keyof typeof DEMO_LOGINS;
/** Tried in order: the first one the route does not refuse (401/403) sends its cases. */
const ACTORS: Who[] = ['admin', 'super', 'reviewer', 'standard'];
const CONCURRENCY = 8;

/** One request to send: a case, signed in with the token or (undefined) signed out. */
interface Shot {
  fuzz: FuzzCase;
  token: string | undefined;
}

interface Sent {
  operation: string;
  label: string;
  status: number;
  body: unknown;
}

/** A refused request after which something was stored. */
interface Stored extends Sent {
  changed: string[];
}

describe('malformed input on every route', () => {
  let t: TestApp;
  let storage: StorageCheck;
  const tokens: Partial<Record<Who, string>> = {};

  beforeAll(async () => {
    // The fuzz is about input, not request limits (each limit has its own spec).
    t = await createTestApp({ AUTH_RATE_LIMIT: '100000' });
    // supertest would otherwise start and stop a server for every request.
    await t.app.listen(0, '127.0.0.1');
    stopScheduledJobs(t.app);
    for (const who of ACTORS) tokens[who] = `Bearer ${await t.login(who)}`;
    storage = new StorageCheck(t.app, t.pool, WRITTEN_BY_REFUSED_REQUESTS);
    // Booting the app and four password checks take over a minute on a busy machine.
  }, 180_000);
  afterAll(() => t.close());

  it('fuzzes every registered route but those left out with a reason', () => {
    const { operations, staleExclusions } = fuzzTargets(t.app, NOT_FUZZED);
    expect(staleExclusions).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
  });

  it('never answers 5xx, says why it refuses, and stores nothing for a refused request', async () => {
    const ids = await knownIds(t, tokens.admin!);
    const { operations } = fuzzTargets(t.app, NOT_FUZZED);
    const sent: Sent[] = [];
    const stored: Stored[] = [];
    // Each operation's window runs from one snapshot to the next, its probes included.
    let before = await storage.snapshot();
    for (const operation of operations) {
      const shots = await shotsFor(operation, malformedRequests(operation, ids));
      const answers = await sendAll(operation, shots);
      const after = await storage.snapshot();
      const changed = changesBetween(before, after);
      sent.push(...answers);
      before = after;
      if (changed.length === 0) continue;
      stored.push(...(await whoStored(operation, shots, answers, changed)));
      before = await storage.snapshot();
    }

    const failures = sent.filter((answer) => answer.status >= 500);
    const unclear = sent.filter(({ status, body }) => status >= 400 && unclearMessage(body));
    const unreached = unreachedRoutes(operations, sent);
    report(operations.length, sent, failures, unclear, stored);
    expect(unreached).toEqual([]);
    expect(failures).toEqual([]);
    expect(unclear).toEqual([]);
    expect(stored).toEqual([]);
  }, 900_000);

  it('catches a refused request that stores: failed sign-ins, when not declared', async () => {
    const login = fuzzTargets(t.app, NOT_FUZZED).operations.find(
      (operation) => routeKey(operation) === 'POST /api/v1/auth/login',
    )!;
    const undeclared = new StorageCheck(t.app, t.pool, {
      'public.throttler_counters': WRITTEN_BY_REFUSED_REQUESTS['public.throttler_counters']!,
    });
    const wrongPassword: FuzzCase = {
      label: 'wrong password',
      path: login.path,
      body: JSON.stringify({ email: DEMO_LOGINS.standard.email, password: 'not-the-password' }),
    };
    const badEmail: FuzzCase = {
      ...wrongPassword,
      label: 'email = 12345',
      body: '{"email":12345}',
    };

    const shots = [wrongPassword, badEmail].map((fuzz) => ({ fuzz, token: undefined }));
    const { result: answers, changed } = await undeclared.changedBy(() => sendAll(login, shots));
    const stored = await whoStored(login, shots, answers, changed, undeclared);

    expect(stored).toEqual([
      expect.objectContaining({
        label: 'wrong password',
        status: 401,
        changed: ['public.sign_in_attempts'],
      }),
    ]);
  });

  it('counts the background work a request starts as its own, and leaves none after it', async () => {
    const before = await storage.snapshot();
    await createJob(t, { Authorization: tokens.admin! });
    const after = await storage.snapshot();
    expect(changesBetween(before, after)).toEqual(
      expect.arrayContaining([
        STORE_HEAD,
        'public.events',
        'public.job_list',
        'public.outbox_emails',
      ]),
    );
    // An e-mail still waiting to be sent would be sent now and show as a change.
    await t.app.get(OutboxSender).drain();
    expect(changesBetween(after, await storage.snapshot())).toEqual([]);
  });

  /** The first actor the route does not refuse sends the cases; a sample goes signed out. */
  async function shotsFor(operation: Operation, cases: FuzzCase[]): Promise<Shot[]> {
    const token =
      routeKey(operation) in SIGNED_OUT_ONLY ? undefined : await allowedToken(operation);
    return [
      ...(token ? cases.map((fuzz) => ({ fuzz, token })) : []),
      ...signedOutSample(cases).map((fuzz) => ({ fuzz, token: undefined })),
    ];
  }

  /**
   * After an operation's requests stored something: each is sent again on its own to name the
   * refused ones that store; an accepted request (a malformed-looking value the route takes) may
   * store. When every answer was a refusal, the write is theirs even if none repeats it alone.
   */
  async function whoStored(
    operation: Operation,
    shots: Shot[],
    answers: Sent[],
    changed: string[],
    check = storage,
  ): Promise<Stored[]> {
    const stored: Stored[] = [];
    for (const shot of shots) {
      const alone = await check.changedBy(() => sendAll(operation, [shot]));
      const [answer] = alone.result;
      if (answer!.status >= 400 && alone.changed.length)
        stored.push({ ...answer!, changed: alone.changed });
    }
    if (stored.length === 0 && answers.every(({ status }) => status >= 400))
      stored.push({ operation: routeKey(operation), label: 'all', status: 0, body: {}, changed });
    return stored;
  }

  async function allowedToken(operation: Operation): Promise<string | undefined> {
    const path = operation.path.replace(/\{\w+\}/g, () => randomUUID());
    for (const who of ACTORS) {
      const answer = await request(operation, { label: 'probe', path, body: '[]' }, tokens[who]);
      if (answer.status !== 401 && answer.status !== 403) return tokens[who];
    }
    return undefined;
  }

  async function sendAll(operation: Operation, shots: Shot[]): Promise<Sent[]> {
    const answers: Sent[] = [];
    const queue = [...shots];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const answer = await request(operation, next.fuzz, next.token);
        answers.push({
          operation: `${routeKey(operation)}${next.token ? '' : ' (signed out)'}`,
          label: next.fuzz.label,
          status: answer.status,
          body: answer.body,
        });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return answers;
  }

  function request(operation: Operation, fuzz: FuzzCase, token: string | undefined) {
    const url = fuzz.query ? `${fuzz.path}?${fuzz.query}` : fuzz.path;
    let call = t.http[operation.method](url);
    if (token) call = call.set('Authorization', token);
    if (fuzz.headers) call = call.set(fuzz.headers);
    if (fuzz.body === undefined) return call;
    return call.set('Content-Type', fuzz.contentType ?? 'application/json').send(fuzz.body);
  }
});

/**
 * Routes whose every answer was 401 or 403: no actor here may call them, so their input was never
 * looked at. Such a route needs an actor in ACTORS, or a place in NOT_FUZZED with the reason.
 */
function unreachedRoutes(operations: Operation[], sent: Sent[]): string[] {
  const reached = new Set(
    sent
      .filter(({ status }) => status !== 401 && status !== 403)
      .map(({ operation }) => operation.replace(/ \(signed out\)$/, '')),
  );
  return operations.map(routeKey).filter((key) => !reached.has(key) && !(key in SIGNED_OUT_ONLY));
}

/** Signed out, a route answers 401 before looking at input, except the public ones: a sample. */
function signedOutSample(cases: FuzzCase[]): FuzzCase[] {
  return cases.filter((fuzz, index) => index % 8 === 0 || fuzz.label.includes('nested'));
}

function report(
  operations: number,
  sent: Sent[],
  failures: Sent[],
  unclear: Sent[],
  stored: Stored[],
): void {
  const histogram: Record<number, number> = {};
  for (const { status } of sent) histogram[status] = (histogram[status] ?? 0) + 1;
  const line = (f: Sent) =>
    `  ${f.status} ${f.operation} ${f.label}: ${JSON.stringify(f.body).slice(0, 200)}`;
  console.log(
    [
      `Bad-input fuzz: ${sent.length} requests to ${operations} operations`,
      `status codes: ${JSON.stringify(histogram)}`,
      `5xx answers: ${failures.length}`,
      ...failures.slice(0, 30).map(line),
      `4xx without a clear message: ${unclear.length}`,
      ...unclear.slice(0, 30).map(line),
      `refused requests that stored: ${stored.length}`,
      ...stored.slice(0, 30).map((s) => `${line(s)} → ${s.changed.join(', ')}`),
    ].join('\n'),
  );
}
