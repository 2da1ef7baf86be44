import type {
  GuestLinkResponse,
  GuestResultsResponse,
} from '@job-intake/contracts/guests/guest-api';
import { readJob } from '../../jobs/testing/job-api-app';
import { API, eventCount } from '../../jobs/testing/job-fixtures';
import type { TestApp } from '../../testing/test-app';
import {
  asGuest,
  createLinkedJob,
  startGuestApiApp,
  type GuestApiApp,
  type LinkedJob,
} from '../testing/guest-links';

describe('POST /link/{uuid}/results with base_revision: no silent overwrite', () => {
  let app: GuestApiApp;
  let t: TestApp;

  beforeAll(async () => {
    app = await startGuestApiApp('guest-save-conflicts');
    t = app.t;
  });
  afterAll(() => app.close());

  const guest = () => asGuest(t, '198.51.100.40');
  const open = async (linked: LinkedJob): Promise<GuestLinkResponse> =>
    (await guest().open(linked.link.uuid).expect(200)).body;
  const save = async (linked: LinkedJob, body: unknown): Promise<GuestResultsResponse> =>
    (await guest().save(linked.link.uuid, body).expect(200)).body;
  const staffSaves = (linked: LinkedJob, answers: Record<string, unknown>) =>
    t.http
      .post(`${API}/job/${linked.job.id}/results`)
      .set(app.standard)
      .send({ id: linked.job.id, answers })
      .expect(200);

  async function linkedJob() {
    const linked = await createLinkedJob(t, app.standard, ['Customer', 'Notes']);
    return {
      linked,
      email: linked.field('Customer Email'),
      notes: linked.field('Notes for the Notice Team'),
    };
  }

  it("answers the job's revision with the link, and keeps a field staff changed since", async () => {
    const { linked, email, notes } = await linkedJob();
    const opened = await open(linked);
    expect(opened.revision).toBe((await eventCount(t, linked.job.id)) - 1);

    await staffSaves(linked, { [notes]: 'Gate code 1234 (staff)' });
    const first = await save(linked, {
      answers: { [email]: 'buyer@example.com', [notes]: 'Gate code 9999 (guest)' },
      base_revision: opened.revision,
    });
    expect(first.conflicts).toEqual([
      { field_id: notes, yours: 'Gate code 9999 (guest)', theirs: 'Gate code 1234 (staff)' },
    ]);
    expect(first.answerData).toMatchObject({
      [email]: 'buyer@example.com',
      [notes]: 'Gate code 1234 (staff)',
    });
    expect(first.revision).toBe((await eventCount(t, linked.job.id)) - 1);

    // The guest keeps theirs: sent again on the revision the save answered, it is saved.
    const chosen = await save(linked, {
      answers: { [notes]: 'Gate code 9999 (guest)' },
      base_revision: first.revision,
    });
    expect(chosen.conflicts).toEqual([]);
    expect(chosen.revision).toBe(first.revision + 1);
    const reopened = await open(linked);
    expect(reopened.answerData).toMatchObject({
      [email]: 'buyer@example.com',
      [notes]: 'Gate code 9999 (guest)',
    });
    expect(reopened.revision).toBe(chosen.revision);
    const staffView = (await readJob(t, linked.job.id, app.standard)).answerData;
    expect(staffView[notes]).toBe('Gate code 9999 (guest)');
  });

  it('lets a queue of saves based on one old revision through in order', async () => {
    const { linked, email, notes } = await linkedJob();
    const { revision } = await open(linked);
    for (const text of ['one', 'two', 'three']) {
      const saved = await save(linked, {
        answers: { [email]: `${text}@example.com`, [notes]: text },
        base_revision: revision,
      });
      expect(saved.conflicts).toEqual([]);
    }
    expect((await open(linked)).answerData).toMatchObject({
      [email]: 'three@example.com',
      [notes]: 'three',
    });
  });

  it('a Submit Form with a conflict saves nothing and leaves the link open', async () => {
    const { linked, email, notes } = await linkedJob();
    const { revision } = await open(linked);
    await staffSaves(linked, { [notes]: 'staff' });
    const events = await eventCount(t, linked.job.id);
    const submitted = await save(linked, {
      answers: { [email]: 'late@example.com', [notes]: 'guest' },
      base_revision: revision,
      submit: true,
    });
    expect(submitted.conflicts).toEqual([{ field_id: notes, yours: 'guest', theirs: 'staff' }]);
    expect([submitted.read_only, submitted.revision]).toEqual([false, events - 1]);
    expect(await eventCount(t, linked.job.id)).toBe(events);
    expect((await open(linked)).read_only).toBe(false);
  });

  it('without base_revision the last write wins, as before', async () => {
    const { linked, notes } = await linkedJob();
    await staffSaves(linked, { [notes]: 'staff' });
    const saved = await save(linked, { answers: { [notes]: 'guest' } });
    expect(saved.conflicts).toEqual([]);
    expect(saved.answerData[notes]).toBe('guest');
  });

  it('answers 400 for a base_revision that is not a revision of the job, and stores nothing', async () => {
    const { linked, notes } = await linkedJob();
    const { revision } = await open(linked);
    const events = await eventCount(t, linked.job.id);
    const bodies: [unknown, string][] = [
      [
        revision + 1,
        `base_revision ${revision + 1} is after the job's latest revision ${revision}`,
      ],
      [-1, 'base_revision must be at least 0'],
      [1.5, 'base_revision must be a whole number'],
      ['3', 'base_revision must be a whole number'],
      [null, 'base_revision'],
      [Number.MAX_SAFE_INTEGER + 2, 'base_revision must be at most'],
    ];
    for (const [base, message] of bodies) {
      const answer = await guest().save(linked.link.uuid, {
        answers: { [notes]: 'x' },
        base_revision: base,
      });
      expect([base, answer.status]).toEqual([base, 400]);
      expect([answer.body.message].flat().join('\n')).toContain(message);
    }
    expect(await eventCount(t, linked.job.id)).toBe(events);
  });
});
