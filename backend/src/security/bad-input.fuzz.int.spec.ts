import { randomUUID } from 'node:crypto';
import { DEMO_FORM_ID } from '../forms/seed/demo-form';
import { createJob } from '../jobs/testing/job-fixtures';
import { DEMO_COMPANY_ID, type DEMO_LOGINS } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { type FuzzCase, type KnownIds, malformedRequests } from './testing/malformed-requests';
import { openApiOperations, type Operation } from './testing/openapi-operations';
import { tableDigests } from './testing/table-digest';

/**
 * Sends malformed input of every kind to every operation of the OpenAPI document, signed in as
 * a user allowed to call it and once signed out, and asserts that nothing answers 5xx and
 * nothing is stored. Issue 9 found 500s for deep nesting, NUL bytes and explicit nulls.
 */

/** Tables that failed attempts legitimately write. */
const WRITTEN_BY_FAILED_ATTEMPTS = [
  'public.sign_in_attempts', // failed sign-ins are counted
  'public.throttler_counters', // rate-limited routes count every request, refused ones too
  'public.projection_checkpoints', // the projection runner's own progress
];

/** Tables whose rows change in the background (only their row count is compared), with why. */
const CHANGED_IN_THE_BACKGROUND = [
  'public.outbox_emails', // the mail sender marks the set-up job's e-mail sent
];

/** Operations only sent signed out, with why. */
const SIGNED_OUT_ONLY: Record<string, string> = {
  'post /api/v1/auth/logout': 'would end the session the rest of the run uses',
};

type Who = keyof typeof DEMO_LOGINS;
/** Tried in order: the first one the route does not refuse (401/403) sends its cases. */
const ACTORS: Who[] = ['admin', 'super', 'reviewer', 'standard'];
const CONCURRENCY = 8;

interface Sent {
  operation: string;
  label: string;
  status: number;
  body: unknown;
}

describe('malformed input on every route', () => {
  let t: TestApp;
  const tokens: Partial<Record<Who, string>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    // supertest would otherwise start and stop a server for every request.
    await t.app.listen(0, '127.0.0.1');
    for (const who of ACTORS) tokens[who] = `Bearer ${await t.login(who)}`;
  });
  afterAll(() => t.close());

  it('never answers 5xx and stores nothing', async () => {
    const ids = await knownIds(t, tokens.admin!);
    const operations = openApiOperations(t.app);
    const before = await tableDigests(
      t.pool,
      WRITTEN_BY_FAILED_ATTEMPTS,
      CHANGED_IN_THE_BACKGROUND,
    );

    const sent: Sent[] = [];
    for (const operation of operations) {
      const key = `${operation.method} ${operation.path}`;
      const cases = malformedRequests(operation, ids);
      const token = key in SIGNED_OUT_ONLY ? undefined : await allowedToken(operation);
      if (token) sent.push(...(await sendAll(operation, cases, token)));
      sent.push(...(await sendAll(operation, signedOutSample(cases), undefined)));
    }

    const failures = sent.filter((answer) => answer.status >= 500);
    report(operations.length, sent, failures);
    expect(failures).toEqual([]);
    expect(
      await tableDigests(t.pool, WRITTEN_BY_FAILED_ATTEMPTS, CHANGED_IN_THE_BACKGROUND),
    ).toEqual(before);
  }, 600_000);

  async function allowedToken(operation: Operation): Promise<string | undefined> {
    const path = operation.path.replace(/\{\w+\}/g, () => randomUUID());
    for (const who of ACTORS) {
      const answer = await request(operation, { label: 'probe', path, body: '[]' }, tokens[who]);
      if (answer.status !== 401 && answer.status !== 403) return tokens[who];
    }
    return undefined;
  }

  async function sendAll(operation: Operation, cases: FuzzCase[], token: string | undefined) {
    const answers: Sent[] = [];
    const queue = [...cases];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const answer = await request(operation, next, token);
        answers.push({
          operation: `${operation.method.toUpperCase()} ${operation.path}${token ? '' : ' (signed out)'}`,
          label: next.label,
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

/** Signed out, a route answers 401 before looking at input, except the public ones: a sample. */
function signedOutSample(cases: FuzzCase[]): FuzzCase[] {
  return cases.filter((fuzz, index) => index % 8 === 0 || fuzz.label.includes('nested'));
}

/** Ids of the demo company's data, so that bodies are checked past the "not found" answers. */
async function knownIds(t: TestApp, admin: string): Promise<KnownIds> {
  const jobId = await createJob(t, { Authorization: admin });
  const one = async (sql: string) =>
    (await t.pool.query<{ id: string }>(sql, [DEMO_COMPANY_ID])).rows[0]?.id ?? randomUUID();
  const byName: Record<string, string> = {
    form_id: DEMO_FORM_ID,
    job_id: jobId,
    company_id: DEMO_COMPANY_ID,
    variantId: await one(
      'SELECT v.id FROM form_variants v JOIN forms f ON f.id = v.form_id WHERE f.company_id = $1',
    ),
    eventId:
      (await t.pool.query<{ id: string }>('SELECT event_id AS id FROM events LIMIT 1')).rows[0]
        ?.id ?? randomUUID(),
  };
  const byResource: [RegExp, string][] = [
    [/\/jobs?\//, jobId],
    [/\/forms?\//, DEMO_FORM_ID],
    [/\/compan(y|ies)\//, DEMO_COMPANY_ID],
    [/\/users?\//, await one('SELECT user_id AS id FROM memberships WHERE company_id = $1')],
    [/\/roles?\//, await one('SELECT id FROM roles WHERE company_id = $1')],
    [/\/workflows?\//, await one('SELECT id FROM workflow_steps WHERE company_id = $1')],
  ];
  return (name, path) =>
    byName[name] ?? byResource.find(([pattern]) => pattern.test(path))?.[1] ?? randomUUID();
}

function report(operations: number, sent: Sent[], failures: Sent[]): void {
  const histogram: Record<number, number> = {};
  for (const { status } of sent) histogram[status] = (histogram[status] ?? 0) + 1;
  console.log(
    [
      `Bad-input fuzz: ${sent.length} requests to ${operations} operations`,
      `status codes: ${JSON.stringify(histogram)}`,
      `5xx answers: ${failures.length}`,
      ...failures
        .slice(0, 30)
        .map(
          (f) => `  ${f.status} ${f.operation} ${f.label}: ${JSON.stringify(f.body).slice(0, 200)}`,
        ),
    ].join('\n'),
  );
}
