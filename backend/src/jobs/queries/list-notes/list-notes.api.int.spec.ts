import type { JobNotesResponse } from '@job-intake/contracts/jobs/jobs-api';
import { MAX_PAGE } from '@job-intake/contracts/paging';
import type { TestApp } from '../../../testing/test-app';
import { API, createJob, type Auth } from '../../testing/job-fixtures';
import {
  MISSING,
  otherCompanyMember,
  readJob,
  startJobApiApp,
  type JobApiApp,
} from '../../testing/job-api-app';
import { givenNotes } from '../../testing/job-notes-fixture';
import { jobNotesPageSql } from '../shared/job-note-rows';

describe('GET /job/{id}/notes (list-notes)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;
  let jobId: string;

  beforeAll(async () => {
    app = await startJobApiApp('list-notes');
    ({ t, standard } = app);
    jobId = await createJob(t, standard, { name: 'Many notes' });
    await givenNotes(t, jobId, 250);
  });
  afterAll(() => app.close());

  const notes = async (query = ''): Promise<JobNotesResponse> =>
    (await t.http.get(`${API}/job/${jobId}/notes${query}`).set(standard).expect(200)).body;
  const texts = (page: JobNotesResponse) => page.notes.map((note) => note.description);
  const numbered = (from: number, to: number) =>
    Array.from({ length: Math.abs(to - from) + 1 }, (_, index) =>
      from <= to ? `Note ${from + index}` : `Note ${from - index}`,
    );

  it('pages 250 notes newest first as 100, 100 and 50, each answer with the total', async () => {
    const pages = [await notes(), await notes('?page=2'), await notes('?page=3&size=100')];

    expect(pages.map((page) => page.notes.length)).toEqual([100, 100, 50]);
    expect(texts(pages[0]!)).toEqual(numbered(250, 151));
    expect(texts(pages[1]!)).toEqual(numbered(150, 51));
    expect(texts(pages[2]!)).toEqual(numbered(50, 1));
    expect(pages.map(({ notes: _rows, ...info }) => info)).toEqual(
      [1, 2, 3].map((page) => ({
        page,
        size: 100,
        sort: 'created_at',
        dir: 'desc',
        total: 250,
      })),
    );
    expect(pages[0]!.notes[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      description: 'Note 250',
      user: { name: 'Guest' },
      created_at: new Date(Date.UTC(2026, 0, 1) + 249 * 60_000).toISOString(),
    });
  });

  it('pages oldest first with dir=asc, takes 500 a page and clamps a page past the last', async () => {
    expect(texts(await notes('?dir=asc&sort=created_at'))).toEqual(numbered(1, 100));
    const all = await notes('?size=500&page=1');
    expect(all).toMatchObject({ page: 1, size: 500, total: 250 });
    expect(texts(all)).toEqual(numbered(250, 1));
    const past = await notes(`?page=${MAX_PAGE}`);
    expect(past).toMatchObject({ page: 3, total: 250 });
    expect(texts(past)).toEqual(numbered(50, 1));
  });

  it('shows a new note first and forgets a deleted one', async () => {
    const id = await createJob(t, standard, { name: 'Fresh notes' });
    const fresh = (await t.http.get(`${API}/job/${id}/notes`).set(standard).expect(200)).body;
    expect(fresh).toMatchObject({ notes: [], total: 0, page: 1 });
    for (const description of ['First', 'Second']) {
      await t.http.post(`${API}/note`).set(standard).send({ job_id: id, description }).expect(201);
    }
    const page = (await t.http.get(`${API}/job/${id}/notes`).set(standard)).body;
    expect(texts(page)).toEqual(['Second', 'First']);
    expect(page.notes[0].user).toEqual({ name: 'Stan Standard' });
    await t.http.delete(`${API}/note/${page.notes[0].id}`).set(standard).expect(200);
    const after = (await t.http.get(`${API}/job/${id}/notes`).set(standard)).body;
    expect(after).toMatchObject({ total: 1, notes: [{ description: 'First' }] });
  });

  it('leaves the job page the newest 100 notes and the count', async () => {
    const job = await readJob(t, jobId, standard);
    expect(job.notes_total).toBe(250);
    expect(job.notes.map((note) => note.description)).toEqual(numbered(250, 151));
  });

  it.each(['asc', 'desc'] as const)(
    'reads a page %s through the (job_id, revision) index, without sorting',
    async (dir) => {
      const client = await t.pool.connect();
      try {
        // A test's small table is cheaper to read whole: the question is whether the index can
        // serve the order, so the planner may not read the table any other way.
        await client.query('ANALYZE job_notes');
        await client.query(
          'BEGIN; SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off',
        );
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN ${jobNotesPageSql(dir)}`,
          [jobId, 100, 100],
        );
        const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
        expect(plan).toMatch(/Index Scan (Backward )?using job_notes_job on job_notes/);
        expect(plan).not.toMatch(/Sort/);
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    },
  );

  it.each([
    ['size=50', /^size must be one of: 100, 500, 1000$/],
    ['page=0', /^page must be/],
    ['page=abc', /^page must be/],
    ['page=1.5', /^page must be/],
    [`page=${MAX_PAGE + 1}`, /^page must be/],
    ['sort=bogus', /^sort must be one of: created_at$/],
    ['dir=up', /^dir must be one of: asc, desc$/],
    ['q=x', /q should not exist/],
  ])('answers 400 naming the parameter for %s', async (query, message) => {
    const answer = await t.http.get(`${API}/job/${jobId}/notes?${query}`).set(standard).expect(400);
    expect([answer.body.message].flat().join(' ')).toMatch(message);
  });

  it("answers 404 for another company's job or no job, 401 without a token", async () => {
    const member = await otherCompanyMember(t);
    await t.http.get(`${API}/job/${jobId}/notes`).set(member).expect(404);
    await t.http.get(`${API}/job/${MISSING}/notes`).set(standard).expect(404);
    await t.http.get(`${API}/job/${jobId}/notes`).expect(401);
  });
});
