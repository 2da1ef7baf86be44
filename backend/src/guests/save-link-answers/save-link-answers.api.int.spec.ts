import {
  GUEST_FORM_COMPLETE,
  GUEST_LINK_CLOSED,
  GUEST_LINK_NOT_FOUND,
  type GuestLinkResponse,
} from '@job-intake/contracts/guests/guest-api';
import { readHistory, readJob } from '../../jobs/testing/job-api-app';
import { API, eventCount, runCommand, saveAnswers } from '../../jobs/testing/job-fixtures';
import type { TestApp } from '../../testing/test-app';
import {
  asGuest,
  createLinkedJob,
  setLinkStatus,
  startGuestApiApp,
  type GuestApiApp,
  type LinkedJob,
} from '../testing/guest-links';

describe('POST /link/{uuid}/results (save-link-answers)', () => {
  let app: GuestApiApp;
  let t: TestApp;

  beforeAll(async () => {
    app = await startGuestApiApp('save-link-answers');
    t = app.t;
  });
  afterAll(() => app.close());

  const guest = () => asGuest(t, '198.51.100.20');
  const answersOf = async (linked: LinkedJob) =>
    (await readJob(t, linked.job.id, app.standard)).answerData;

  /** The request is refused with this status and message, and the job's stream is unchanged. */
  async function refused(linked: LinkedJob, uuid: string, body: unknown, status: number) {
    const [events, answers] = [await eventCount(t, linked.job.id), await answersOf(linked)];
    const answer = await guest().save(uuid, body).expect(status);
    expect(await eventCount(t, linked.job.id)).toBe(events);
    expect(await answersOf(linked)).toEqual(answers);
    return [answer.body.message].flat().join('\n');
  }

  it('saves a draft that the guest finds again, as Guest in History', async () => {
    const linked = await createLinkedJob(t, app.standard, ['Customer', 'Notes']);
    const email = linked.field('Customer Email');
    const saved = await guest()
      .save(linked.link.uuid, { answers: { [email]: 'buyer@example.com' } })
      .expect(200);
    expect(saved.body).toMatchObject({ answerData: { [email]: 'buyer@example.com' } });
    expect(saved.body.read_only).toBe(false);

    const opened: GuestLinkResponse = (await guest().open(linked.link.uuid).expect(200)).body;
    expect(opened.answerData[email]).toBe('buyer@example.com');
    expect(opened.progress).toEqual(saved.body.progress);
    const last = (await readHistory(t, linked.job.id, app.standard)).at(-1);
    expect([last?.action, last?.user.name]).toEqual(['save_draft', 'Guest']);
  });

  it('Submit Form completes the link: read-only after, further saves 403, History says submitted', async () => {
    const linked = await createLinkedJob(t, app.standard, ['Notes']);
    const notes = linked.field('Notes for the Notice Team');
    const submitted = await guest()
      .save(linked.link.uuid, { answers: { [notes]: 'Gate code 1234' }, submit: true })
      .expect(200);
    expect(submitted.body.read_only).toBe(true);
    expect((await guest().open(linked.link.uuid).expect(200)).body.read_only).toBe(true);
    const message = await refused(linked, linked.link.uuid, { answers: { [notes]: 'x' } }, 403);
    expect(message).toContain(GUEST_FORM_COMPLETE);
    const history = await readHistory(t, linked.job.id, app.standard);
    expect(history.at(-1)).toMatchObject({ action: 'submitted', user: { name: 'Guest' } });
  });

  it("refuses answers for fields outside the link's sections (tampered ids) and stores nothing", async () => {
    const linked = await createLinkedJob(t, app.standard, ['Customer']);
    const inside = { [linked.field('Customer Email')]: 'ok@example.com' };
    const outside = { [linked.field('Project Description')]: 'tampered' };
    const message = await refused(
      linked,
      linked.link.uuid,
      { answers: { ...inside, ...outside } },
      400,
    );
    expect(message).toContain('"Project Description" is not in a section you may fill in');
    const unknownField = { '5d1c0a2e-0b7e-4c57-9f0e-0d9e4f1a2b3c': 'x' };
    await refused(linked, linked.link.uuid, { answers: unknownField }, 400);
  });

  it("another job's link writes to that job only", async () => {
    const first = await createLinkedJob(t, app.standard, ['Customer']);
    const second = await createLinkedJob(t, app.standard, ['Customer']);
    const before = await answersOf(first);
    await guest()
      .save(second.link.uuid, { answers: { [second.field('Customer Email')]: 'b@example.com' } })
      .expect(200);
    expect(await answersOf(first)).toEqual(before);
    expect((await answersOf(second))[second.field('Customer Email')]).toBe('b@example.com');
  });

  it('refuses an unknown link (404), a closed link and a job in Review (403)', async () => {
    const linked = await createLinkedJob(t, app.standard, ['Customer']);
    const body = { answers: { [linked.field('Customer Email')]: 'x@example.com' } };
    const unknown = await refused(linked, 'f0e1d2c3-b4a5-4968-8776-655443322110', body, 404);
    expect(unknown).toContain(GUEST_LINK_NOT_FOUND);
    await refused(linked, 'not-a-uuid', body, 404);

    await setLinkStatus(t, linked, 'closed');
    expect(await refused(linked, linked.link.uuid, body, 403)).toContain(GUEST_LINK_CLOSED);
    await setLinkStatus(t, linked, 'open');

    await saveAnswers(t, linked.job.id, 100);
    await runCommand(t, linked.job.id, { type: 'Finalize', data: {} });
    expect(await refused(linked, linked.link.uuid, body, 403)).toContain(GUEST_FORM_COMPLETE);
    expect((await guest().open(linked.link.uuid).expect(200)).body.read_only).toBe(true);
  });

  it("mapped settings arrive as the customer's proposal (user_submitted), not as settings", async () => {
    const linked = await createLinkedJob(t, app.standard, ['Amounts and dates']);
    const settingsOf = async () =>
      (await t.http.get(`${API}/job/${linked.job.id}/settings`).set(app.standard).expect(200)).body;
    const before = await settingsOf();
    await guest()
      .save(linked.link.uuid, { answers: { [linked.field('Total Contract Amount')]: '$2,500' } })
      .expect(200);
    const after = await settingsOf();
    expect(after.total_contract_amt).toBe(before.total_contract_amt);
    expect(after.user_submitted).toMatchObject({ total_contract_amt: '2500.00' });
  });
});
