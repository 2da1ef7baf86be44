import type { ShareLinkDto } from '@job-intake/contracts/jobs/share-links-api';
import type { TestApp } from '../../../testing/test-app';
import {
  API,
  createJob,
  eventCount,
  runCommand,
  submitJob,
  type Auth,
} from '../../testing/job-fixtures';
import {
  MISSING,
  readHistory,
  readJob,
  startJobApiApp,
  type JobApiApp,
} from '../../testing/job-api-app';

const ORIGIN = 'http://intake.example:8080';

describe('POST /job/history/{linkId} (set-share-link-status)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('set-share-link-status');
    ({ t, standard } = app);
  });
  afterAll(() => app.close());

  /** A new job and a link to its first section. */
  async function jobWithLink(): Promise<{ jobId: string; link: ShareLinkDto }> {
    const jobId = await createJob(t, standard);
    const section = (await readJob(t, jobId, standard)).form.sections[0]!.id;
    const answer = await t.http
      .post(`${API}/job/history`)
      .set(standard)
      .set('Origin', ORIGIN)
      .send({ job_id: jobId, sections: [section], shareNote: 'Owner' })
      .expect(201);
    const { previewLink: _link, previewLabel: _label, ...link } = answer.body;
    return { jobId, link };
  }
  const setStatus = (linkId: string, body: object, auth: Auth = standard) =>
    t.http.post(`${API}/job/history/${linkId}`).set(auth).set('Origin', ORIGIN).send(body);

  it('disables and enables a link, and History shows each with the staff user', async () => {
    const { jobId, link } = await jobWithLink();
    const closed = await setStatus(link.id, { id: link.id, status: 'closed' }).expect(200);
    expect(closed.body).toEqual({ ...link, status: 'closed', updated_at: expect.any(String) });
    expect(closed.body.updated_at > link.updated_at).toBe(true);
    const opened = await setStatus(link.id, { id: link.id, status: 'open' }).expect(200);
    expect(opened.body).toMatchObject({ id: link.id, status: 'open' });

    const history = await readHistory(t, jobId, standard);
    expect(history.slice(-2)).toEqual([
      expect.objectContaining({
        action: 'status_update',
        parameter: 'Share link disabled: Owner',
        user: { name: 'Stan Standard' },
      }),
      expect.objectContaining({
        action: 'status_update',
        parameter: 'Share link enabled: Owner',
        user: { name: 'Stan Standard' },
      }),
    ]);
  });

  it('stores nothing when the status does not change', async () => {
    const { jobId, link } = await jobWithLink();
    const before = await eventCount(t, jobId);
    const answer = await setStatus(link.id, { id: link.id, status: 'open' }).expect(200);
    expect(answer.body).toEqual(link);
    expect(await eventCount(t, jobId)).toBe(before);
  });

  it.each([
    ['status complete', { status: 'complete' }, 'status must be open or closed'],
    ['a null status', { status: null }, 'status must be open or closed'],
    ['a status that is a number', { status: 1 }, 'status must be open or closed'],
    ['no status', {}, 'status must be open or closed'],
    ['a null id', { id: null, status: 'closed' }, 'id must be the id of a share link'],
    ['another id', { id: MISSING, status: 'closed' }, 'id must be the id of the link in the path'],
    ['a NUL byte', { status: 'clo\u0000sed' }, 'must not contain control characters'],
  ])('refuses %s with 400, storing nothing', async (_case, body, message) => {
    const { jobId, link } = await jobWithLink();
    const before = await eventCount(t, jobId);
    const answer = await setStatus(link.id, { id: link.id, ...body }).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(message);
    expect(await eventCount(t, jobId)).toBe(before);
  });

  it('refuses a path that is not a link id with 400', async () => {
    await setStatus('not-a-uuid', { id: 'not-a-uuid', status: 'closed' }).expect(400);
  });

  it("is 404 for another company's or a missing link, 401 without a token", async () => {
    const { jobId, link } = await jobWithLink();
    const before = await eventCount(t, jobId);
    const body = { id: link.id, status: 'closed' };
    const outsider = await setStatus(link.id, body, app.outsider).expect(404);
    expect(outsider.body.message).toBe('Share link not found');
    await setStatus(MISSING, { id: MISSING, status: 'closed' }).expect(404);
    await t.http.post(`${API}/job/history/${link.id}`).send(body).expect(401);
    expect(await eventCount(t, jobId)).toBe(before);
  });

  it('is 409 for a complete link and on a submitted job', async () => {
    const { jobId, link } = await jobWithLink();
    const form = (await readJob(t, jobId, standard)).form;
    await runCommand(t, jobId, {
      type: 'SaveGuestAnswers',
      data: { linkId: link.id, sent: {}, form, today: '2026-11-25', submit: true, now: new Date() },
    });
    const complete = await setStatus(link.id, { id: link.id, status: 'closed' }).expect(409);
    expect(complete.body.message).toBe('This link is complete: the guest submitted it.');

    const other = await jobWithLink();
    await submitJob(t, other.jobId);
    const submitted = await setStatus(other.link.id, { id: other.link.id, status: 'closed' });
    expect(submitted.status).toBe(409);
    expect(submitted.body.message).toContain('can no longer be edited');
  });
});
