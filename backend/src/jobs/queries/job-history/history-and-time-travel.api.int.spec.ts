import type {
  HistoryEntry,
  JobAtEvent,
  JobHistoryResponse,
} from '@job-intake/contracts/jobs/jobs-api';
import type { TestApp } from '../../../testing/test-app';
import { API, createJob, runCommand, saveAnswers, type Auth } from '../../testing/job-fixtures';
import {
  fieldTitled,
  MISSING,
  postStatus,
  readHistory,
  readJob,
  startJobApiApp,
  type JobApiApp,
} from '../../testing/job-api-app';
import { limitedUser } from '../../testing/limited-user';
import { givenNotes } from '../../testing/job-notes-fixture';

describe('GET /job/{id}/history and /history/{eventId} (job-history, time travel)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;
  let reviewer: Auth;
  let outsider: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('job-history');
    ({ t, standard, reviewer, outsider } = app);
  });
  afterAll(() => app.close());

  const job = (id: string, auth: Auth = standard) => readJob(t, id, auth);
  const setStatus = (id: string, status: string, auth: Auth = standard) =>
    postStatus(t, id, status, auth);
  const history = (id: string) => readHistory(t, id, standard);

  it('lists every event with its action, user and description', async () => {
    const id = await createJob(t, reviewer, { name: 'Walnut Court', selectedLocation: '5001' });
    await t.http
      .patch(`${API}/job/${id}`)
      .set(reviewer)
      .send({ name: 'Walnut Court II', total_contract_amt: '1500' })
      .expect(200);
    await runCommand(
      t,
      id,
      { type: 'SubmitCustomerValues', data: { values: { reference_no: 'C-9' } } },
      { actor: { kind: 'guest' } },
    );
    await t.http
      .post(`${API}/job/${id}/settings`)
      .set(reviewer)
      .send({ field: 'reference_no' })
      .expect(200);
    const note = (
      await t.http
        .post(`${API}/note`)
        .set(standard)
        .send({ job_id: id, description: 'Check the bond' })
    ).body;
    await t.http.delete(`${API}/note/${note.id}`).set(standard).expect(200);
    await saveAnswers(t, id, 100);
    const { uuid } = await job(id);
    await t.http.post(`${API}/job/${id}/finalize`).set(standard).send({ id, uuid }).expect(200);
    await setStatus(id, 'open').expect(200);
    await setStatus(id, 'archived').expect(200);

    const entries = await history(id);
    expect(entries.map((entry) => [entry.action, entry.user.name, entry.parameter])).toEqual([
      ['add', 'Rita Reviewer', 'Job created: Walnut Court'],
      // The demo form's mapped furnishing dates take the settings' values; the amount stays
      // unanswered while it is the 0.00 default (ADR 0018).
      [
        'save_draft',
        'Rita Reviewer',
        'Saved 2 answers; progress 14% (6 required fields remaining)',
      ],
      [
        'update_job',
        'Rita Reviewer',
        'Name changed from Walnut Court to Walnut Court II; Total contract amount changed from $0.00 to $1,500.00',
      ],
      ['save_draft', 'Rita Reviewer', 'Saved 1 answer; progress 28% (5 required fields remaining)'],
      ['update_job', 'Guest', 'Customer submitted Reference #: C-9'],
      ['save_setting', 'Rita Reviewer', "Accepted the customer's Reference #: C-9 (was empty)"],
      ['add_note', 'Stan Standard', 'Check the bond'],
      ['delete_note', 'Stan Standard', 'Deleted note: Check the bond'],
      ['save_draft', 'System', 'Saved 1 answer; progress 100% (0 required fields remaining)'],
      // Stan opened the job page (GET /job/{id}) to read its uuid: his first view.
      ['view', 'Stan Standard', 'Viewed the job'],
      ['finalized', 'Stan Standard', 'Finalized for review'],
      ['status_update', 'Stan Standard', 'Status changed from Review to Open'],
      ['status_update', 'Stan Standard', 'Status changed from Open to Archived'],
    ]);
    expect(entries.map((entry) => entry.revision)).toEqual(entries.map((_, index) => index));
    expect(entries[4]?.user_id).toBeNull();
    expect(entries[0]).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      entry_date: expect.stringMatching(/^\d{4}-/),
    });
  });

  it('opens the job as it was right after an event', async () => {
    const id = await createJob(t, reviewer, {
      name: 'Before',
      total_contract_amt: '900',
      first_furnishing: '2026-03-01',
      last_furnishing: '2026-04-30',
    });
    await t.http.patch(`${API}/job/${id}`).set(reviewer).send({ name: 'After' }).expect(200);
    await saveAnswers(t, id, 40, 3);
    const [created, answered, renamed] = await history(id);
    const atEvent = async (entry: HistoryEntry | undefined): Promise<JobAtEvent> =>
      (await t.http.get(`${API}/job/${id}/history/${entry?.id}`).set(standard).expect(200)).body;
    const detail = await job(id);

    expect(await atEvent(created)).toMatchObject({
      event: { action: 'add' },
      status: 'open',
      settings: { name: 'Before' },
      answerData: {},
      progress: { percent: 0, remaining: 7 },
      form_version_id: detail.form_version_id,
    });
    // The creation's answers: the New Job modal's amount and dates in the form's mapped fields.
    expect(await atEvent(answered)).toMatchObject({
      event: {
        action: 'save_draft',
        parameter: 'Saved 3 answers; progress 28% (5 required fields remaining)',
      },
      settings: { name: 'Before' },
      answerData: {
        [fieldTitled(detail, 'Total Contract Amount').id]: '900.00',
        [fieldTitled(detail, 'First Furnishing Date').id]: '2026-03-01',
        [fieldTitled(detail, 'Last Furnishing Date').id]: '2026-04-30',
      },
      progress: { percent: 28, remaining: 5 },
    });
    const atRename = await atEvent(renamed);
    expect(atRename.settings.name).toBe('After');
    expect(atRename.progress.percent).toBe(28);
    await t.http.get(`${API}/job/${id}/history/${MISSING}`).set(standard).expect(404);
    await t.http.get(`${API}/job/${id}/history/nope`).set(standard).expect(400);
  });

  it('pages the history newest first (100, 100, 52), oldest first with dir=asc', async () => {
    const id = await createJob(t, standard, { name: 'Long story' });
    // Creating the job is two entries (created, its mapped answers saved), then 250 notes.
    await givenNotes(t, id, 250);
    const page = async (query: string): Promise<JobHistoryResponse> =>
      (await t.http.get(`${API}/job/${id}/history${query}`).set(standard).expect(200)).body;
    const pages = [await page(''), await page('?page=2'), await page('?page=3&dir=desc')];

    expect(pages.map((one) => one.history.length)).toEqual([100, 100, 52]);
    expect(pages.map(({ history: _rows, ...info }) => info)).toEqual(
      [1, 2, 3].map((number) => ({
        page: number,
        size: 100,
        sort: 'entry_date',
        dir: 'desc',
        total: 252,
      })),
    );
    const revisions = pages.flatMap((one) => one.history.map((entry) => entry.revision));
    expect(revisions).toEqual(Array.from({ length: 252 }, (_, index) => 251 - index));
    expect(pages[1]?.history[0]?.parameter).toBe('Note 150');
    expect(pages[2]?.history.at(-1)?.action).toBe('add');

    const oldest = await page('?dir=asc&sort=entry_date&size=500&page=7');
    expect(oldest).toMatchObject({ page: 1, size: 500, dir: 'asc', total: 252 });
    expect(oldest.history.map((entry) => entry.revision)).toEqual(revisions.toReversed());

    const onPageTwo = pages[1]?.history[0];
    const atEvent = (await t.http.get(`${API}/job/${id}/history/${onPageTwo?.id}`).set(standard))
      .body as JobAtEvent;
    expect(atEvent.event).toEqual(onPageTwo);
  });

  it.each([
    ['size=10', /^size must be one of: 100, 500, 1000$/],
    ['page=0', /^page must be/],
    ['page=two', /^page must be/],
    ['sort=action', /^sort must be one of: entry_date$/],
    ['dir=newest', /^dir must be one of: asc, desc$/],
  ])('answers 400 naming the parameter for %s', async (query, message) => {
    const id = await createJob(t, standard);
    const answer = await t.http.get(`${API}/job/${id}/history?${query}`).set(standard).expect(400);
    expect([answer.body.message].flat().join(' ')).toMatch(message);
  });

  it('needs project_history (403), a token (401) and a job of the company (404)', async () => {
    const id = await createJob(t, standard);
    const [created] = await history(id);
    const projectsOnly = await limitedUser(t, ['projects']);
    await t.http.get(`${API}/job/${id}/history`).set(projectsOnly).expect(403);
    await t.http.get(`${API}/job/${id}/history/${created?.id}`).set(projectsOnly).expect(403);
    await t.http.get(`${API}/job/${id}/history`).expect(401);
    await t.http.get(`${API}/job/${id}/history`).set(outsider).expect(404);
    await t.http.get(`${API}/job/${id}/history/${created?.id}`).set(outsider).expect(404);
    await t.http.get(`${API}/job/${MISSING}/history`).set(standard).expect(404);
  });
});
