import { API, createJob, type Auth } from '../jobs/testing/job-fixtures';
import { MISSING, startJobApiApp, type JobApiApp } from '../jobs/testing/job-api-app';
import { JobChangeFeed } from '../jobs/shared/job-change-feed';
import {
  listeningBase,
  openLiveStream,
  until,
  type LiveStream,
} from './testing/live-stream-client';

describe('GET /job/{id}/live (live job updates)', () => {
  let app: JobApiApp;
  let base: string;
  let standard: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('job-live');
    ({ standard } = app);
    base = await listeningBase(app.t.app);
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
    const stream = await openLiveStream(base, jobId, auth);
    opened.push(stream);
    return stream;
  }

  it('streams the current revision, then each change of the job once the job page shows it', async () => {
    const id = await createJob(app.t, standard);
    // Opened first, as the job page does: the user's view is in the revision the stream names.
    const before = await app.t.http.get(`${API}/job/${id}`).set(standard).expect(200);
    const stream = await open(id);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    // Not buffered by the compression middleware.
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect(await stream.next()).toEqual({
      event: 'changed',
      data: { revision: before.body.revision },
    });
    await addNote(id).expect(201);
    expect(await stream.next(5000)).toEqual({
      event: 'changed',
      data: { revision: before.body.revision + 1 },
    });
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
