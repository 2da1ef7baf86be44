import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import type { TestApp } from '../../../testing/test-app';
import { API, createJob, type Auth } from '../../testing/job-fixtures';
import {
  MISSING,
  fieldTitled,
  readJob,
  startJobApiApp,
  type JobApiApp,
} from '../../testing/job-api-app';

const ORIGIN = 'http://intake.example:8080';

describe('GET /job/{id}/links (list-share-links)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('list-share-links');
    ({ t, standard } = app);
  });
  afterAll(() => app.close());

  const list = (jobId: string, auth: Auth = standard) =>
    t.http.get(`${API}/job/${jobId}/links`).set(auth).set('Origin', ORIGIN);
  const sectionTitled = (job: JobDetail, title: string) =>
    job.form.sections.find((section) => section.title === title)!.id;
  async function createLink(jobId: string, sections: string[], shareNote: string) {
    const answer = await t.http
      .post(`${API}/job/history`)
      .set(standard)
      .send({ job_id: jobId, sections, shareNote })
      .expect(201);
    return answer.body.id as string;
  }

  it("lists a job's links oldest first, each with its status and its sections' progress", async () => {
    const jobId = await createJob(t, standard);
    expect((await list(jobId).expect(200)).body).toEqual({ links: [] });
    const job = await readJob(t, jobId, standard);
    const project = sectionTitled(job, 'Project Information');
    const notes = sectionTitled(job, 'Notes');
    const first = await createLink(jobId, [project], 'Project');
    const second = await createLink(jobId, [notes], 'Notes only');
    await t.http
      .post(`${API}/job/history/${second}`)
      .set(standard)
      .send({ id: second, status: 'closed' })
      .expect(200);
    // One of the section's three required fields (description, type of project, who hired you).
    const description = fieldTitled(job, 'Project Description').id;
    await t.http
      .post(`${API}/job/${jobId}/results`)
      .set(standard)
      .send({ id: jobId, answers: { [description]: 'New roof' } })
      .expect(200);

    const { links } = (await list(jobId).expect(200)).body;
    expect(links).toEqual([
      expect.objectContaining({ id: first, shareNote: 'Project', progress: 33, status: 'open' }),
      expect.objectContaining({
        id: second,
        shareNote: 'Notes only',
        sections: [notes],
        progress: 100,
        status: 'closed',
      }),
    ]);
    expect(links[0].url).toBe(`${ORIGIN}/link/${links[0].uuid}`);
    expect(links[0].created_at <= links[1].created_at).toBe(true);
  });

  it("is 404 for another company's or a missing job, 400 for a bad id, 401 without a token", async () => {
    const jobId = await createJob(t, standard);
    await list(jobId, app.outsider).expect(404);
    await list(MISSING).expect(404);
    await list('not-a-uuid').expect(400);
    await t.http.get(`${API}/job/${jobId}/links`).expect(401);
  });
});
