import type { CreateShareLinkResponse } from '@job-intake/contracts/jobs/share-links-api';
import type { TestApp } from '../../../testing/test-app';
import { API, createJob, eventCount, submitJob, type Auth } from '../../testing/job-fixtures';
import {
  MISSING,
  readHistory,
  readJob,
  startJobApiApp,
  type JobApiApp,
} from '../../testing/job-api-app';

const ORIGIN = 'http://intake.example:8080';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('POST /job/history (create-share-link)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;
  let jobId: string;
  let sections: string[];

  beforeAll(async () => {
    app = await startJobApiApp('create-share-link');
    ({ t, standard } = app);
    jobId = await createJob(t, standard);
    sections = (await readJob(t, jobId, standard)).form.sections.map((section) => section.id);
  });
  afterAll(() => app.close());

  const create = (body: object, auth: Auth = standard) =>
    t.http.post(`${API}/job/history`).set(auth).set('Origin', ORIGIN).send(body);

  it('creates an open link with a random uuid, its url and the preview, trimmed label', async () => {
    const answer = await create({
      job_id: jobId,
      sections: [sections[1], sections[0], sections[1]],
      shareNote: '  For the owner ',
    }).expect(201);
    const link: CreateShareLinkResponse = answer.body;
    expect(link).toEqual({
      id: expect.stringMatching(UUID_V4),
      uuid: expect.stringMatching(UUID_V4),
      url: `${ORIGIN}/link/${link.uuid}`,
      shareNote: 'For the owner',
      sections: [sections[1], sections[0]],
      progress: 0,
      status: 'open',
      created_at: expect.any(String),
      updated_at: link.created_at,
      previewLink: `${ORIGIN}/link/${link.uuid}`,
      previewLabel: 'For the owner',
    });
    expect([jobId, link.id]).not.toContain(link.uuid);
  });

  it("shows gen_link in the History tab with the staff user's name", async () => {
    const id = await createJob(t, standard);
    await create({ job_id: id, sections: [sections[0]], shareNote: 'Owner' }).expect(201);
    const history = await readHistory(t, id, standard);
    expect(history.at(-1)).toMatchObject({
      action: 'gen_link',
      user: { name: 'Stan Standard' },
      parameter: 'Share link created: Owner (1 section)',
    });
  });

  it.each([
    ['no job_id', { sections: ['S'], shareNote: 'x' }, 'job_id must be the id of a job'],
    ['a null job_id', { job_id: null, shareNote: 'x' }, 'job_id must be the id of a job'],
    ['a job_id that is no uuid', { job_id: 'x', shareNote: 'x' }, 'job_id must be the id of a job'],
    [
      'sections as a string',
      { job_id: 'JOB', sections: 'S', shareNote: 'x' },
      'sections must be a list of section ids',
    ],
    [
      'null sections',
      { job_id: 'JOB', sections: null, shareNote: 'x' },
      'sections must be a list of section ids',
    ],
    ['no section', { job_id: 'JOB', sections: [], shareNote: 'x' }, 'sections should not be empty'],
    [
      'a section id that is a number',
      { job_id: 'JOB', sections: [42], shareNote: 'x' },
      'sections must hold section ids',
    ],
    [
      'a huge section id',
      { job_id: 'JOB', sections: ['x'.repeat(10_000)], shareNote: 'x' },
      'sections must hold',
    ],
    [
      '101 sections',
      { job_id: 'JOB', sections: Array(101).fill('S'), shareNote: 'x' },
      'at most 100 ids',
    ],
    [
      'a blank shareNote',
      { job_id: 'JOB', sections: ['S'], shareNote: '   ' },
      'shareNote should not be empty',
    ],
    ['no shareNote', { job_id: 'JOB', sections: ['S'] }, 'shareNote should not be empty'],
    [
      'a null shareNote',
      { job_id: 'JOB', sections: ['S'], shareNote: null },
      'shareNote should not be empty',
    ],
    [
      'a shareNote that is a number',
      { job_id: 'JOB', sections: ['S'], shareNote: 7 },
      'shareNote must be text',
    ],
    [
      'a shareNote of 101 characters',
      { job_id: 'JOB', sections: ['S'], shareNote: 'x'.repeat(101) },
      'at most 100 characters',
    ],
    [
      'a NUL byte in shareNote',
      { job_id: 'JOB', sections: ['S'], shareNote: 'a\u0000b' },
      'shareNote must not contain',
    ],
    [
      'a section not on the form',
      { job_id: 'JOB', sections: [MISSING], shareNote: 'x' },
      "Not a section of this job's form",
    ],
  ])('refuses %s with 400 naming the field, storing nothing', async (_case, body, message) => {
    const before = await eventCount(t, jobId);
    const sent = JSON.parse(
      JSON.stringify(body).replaceAll('"JOB"', `"${jobId}"`).replaceAll('"S"', `"${sections[0]}"`),
    );
    const answer = await create(sent).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(message);
    expect(await eventCount(t, jobId)).toBe(before);
  });

  it("is 404 for another company's or a missing job, 401 without a token", async () => {
    const body = { job_id: jobId, sections: [sections[0]], shareNote: 'x' };
    const before = await eventCount(t, jobId);
    await create(body, app.outsider).expect(404);
    await create({ ...body, job_id: MISSING }).expect(404);
    await t.http.post(`${API}/job/history`).send(body).expect(401);
    expect(await eventCount(t, jobId)).toBe(before);
  });

  it('is 409 on a submitted job', async () => {
    const id = await createJob(t, standard);
    await submitJob(t, id);
    const answer = await create({ job_id: id, sections: [sections[0]], shareNote: 'x' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain('can no longer be edited');
  });
});
