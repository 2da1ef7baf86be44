import { API, createJob, type Auth } from '../jobs/testing/job-fixtures';
import { MISSING, startJobApiApp, type JobApiApp } from '../jobs/testing/job-api-app';
import { JobChangeFeed } from './job-change-feed';

interface ServerSentEvent {
  event: string;
  data: unknown;
}

/** An open /job/{id}/live stream read with fetch, as the frontend reads it. */
interface LiveStream {
  response: Response;
  /** The next event (comments skipped), or a failure after the timeout. */
  next(timeoutMs?: number): Promise<ServerSentEvent>;
  abort(): void;
}

describe('GET /job/{id}/live (live job updates)', () => {
  let app: JobApiApp;
  let base: string;
  let standard: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('job-live');
    ({ standard } = app);
    await app.t.app.listen(0, '127.0.0.1');
    base = (await app.t.app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(() => app.close());

  const opened: LiveStream[] = [];
  afterEach(async () => {
    opened.splice(0).forEach((stream) => stream.abort());
    await until(() => watchers() === 0);
  });

  const watchers = () => app.t.app.get(JobChangeFeed).watcherCount;
  const addNote = (jobId: string) =>
    app.t.http.post(`${API}/note`).set(standard).send({ job_id: jobId, description: 'Hi' });

  async function open(jobId: string, auth: Auth = standard): Promise<LiveStream> {
    const controller = new AbortController();
    const response = await fetch(`${base}${API}/job/${jobId}/live`, {
      headers: { ...auth, 'Accept-Encoding': 'gzip, br' },
      signal: controller.signal,
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const next = async (timeoutMs = 2000): Promise<ServerSentEvent> => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [block, ...rest] = buffer.split('\n\n');
        if (rest.length > 0) {
          buffer = rest.join('\n\n');
          const event = parseBlock(block!);
          if (event) return event;
          continue;
        }
        const { value, done } = await withTimeout(reader.read(), deadline - Date.now());
        if (done) throw new Error('The stream ended');
        buffer += value;
      }
    };
    const stream = { response, next, abort: () => controller.abort() };
    opened.push(stream);
    return stream;
  }

  it('streams the current revision, then each change of the job once the job page shows it', async () => {
    const id = await createJob(app.t, standard);
    const stream = await open(id);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    // Not buffered by the compression middleware.
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    const before = await app.t.http.get(`${API}/job/${id}`).set(standard).expect(200);
    expect(await stream.next()).toEqual({
      event: 'changed',
      data: { revision: before.body.revision },
    });

    const started = Date.now();
    await addNote(id).expect(201);
    expect(await stream.next(1000)).toEqual({
      event: 'changed',
      data: { revision: before.body.revision + 1 },
    });
    expect(Date.now() - started).toBeLessThan(1000);
    const after = await app.t.http.get(`${API}/job/${id}`).set(standard).expect(200);
    expect(after.body).toMatchObject({ revision: before.body.revision + 1, notes_total: 1 });
  });

  it("says nothing of other jobs' changes", async () => {
    const [id, other] = [await createJob(app.t, standard), await createJob(app.t, standard)];
    const stream = await open(id);
    const { data } = await stream.next();
    await addNote(other).expect(201);
    await addNote(other).expect(201);
    await addNote(id).expect(201);
    // The first event after the other job's changes is this job's own.
    expect(await stream.next()).toEqual({
      event: 'changed',
      data: { revision: (data as { revision: number }).revision + 1 },
    });
  });

  it("is 404 for another company's or an unknown job, 400 for a bad id, 401 without a token", async () => {
    const id = await createJob(app.t, standard);
    await app.t.http.get(`${API}/job/${id}/live`).set(app.outsider).expect(404);
    await app.t.http.get(`${API}/job/${MISSING}/live`).set(standard).expect(404);
    await app.t.http.get(`${API}/job/abc/live`).set(standard).expect(400);
    await app.t.http.get(`${API}/job/${id}/live`).expect(401);
    expect(watchers()).toBe(0);
  });

  it('stops watching when the client goes away', async () => {
    const id = await createJob(app.t, standard);
    const streams = [await open(id), await open(id)];
    await Promise.all(streams.map((stream) => stream.next()));
    expect(watchers()).toBe(2);
    streams.forEach((stream) => stream.abort());
    await until(() => watchers() === 0);
    // A change with nobody watching is harmless.
    await addNote(id).expect(201);
  });
});

function parseBlock(block: string): ServerSentEvent | undefined {
  const fields = block
    .split('\n')
    .filter((line) => !line.startsWith(':'))
    .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]);
  if (fields.length === 0) return undefined;
  const field = (name: string) => fields.find(([key]) => key === name)?.[1];
  return { event: field('event') ?? 'message', data: JSON.parse(field('data') ?? 'null') };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No event within the time`)), Math.max(ms, 0));
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('The condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
