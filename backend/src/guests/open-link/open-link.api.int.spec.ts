import {
  GUEST_LINK_CLOSED,
  GUEST_LINK_NOT_FOUND,
  type GuestLinkResponse,
} from '@job-intake/contracts/guests/guest-api';
import { API, eventCount, runCommand } from '../../jobs/testing/job-fixtures';
import { DEMO_COMPANY_NAME } from '../../seed/demo-seed';
import type { TestApp } from '../../testing/test-app';
import {
  asGuest,
  createLinkedJob,
  setLinkStatus,
  startGuestApiApp,
  type GuestApiApp,
} from '../testing/guest-links';

describe('GET /link/{uuid} (open-link)', () => {
  let app: GuestApiApp;
  let t: TestApp;

  beforeAll(async () => {
    app = await startGuestApiApp('open-link');
    t = app.t;
  });
  afterAll(() => app.close());

  const guest = () => asGuest(t, '198.51.100.10');

  /** Staff's answers through the job form. */
  const staffAnswers = (jobId: string, answers: Record<string, unknown>) =>
    t.http
      .post(`${API}/job/${jobId}/results`)
      .set(app.standard)
      .send({ id: jobId, answers })
      .expect(200);

  it('answers 404 for an unknown or malformed uuid, without sign-in', async () => {
    for (const uuid of [
      '3b0f5f55-3b8e-4a8b-9b0c-5a9b1c1e2d3f',
      'not-a-uuid',
      '99999999999999999999',
      'x'.repeat(3000),
    ]) {
      const answer = await guest().open(uuid).expect(404);
      expect(answer.body.message).toBe(GUEST_LINK_NOT_FOUND);
    }
  });

  it("shows only the link's sections and their answers: no other section, setting, note or id", async () => {
    const linked = await createLinkedJob(t, app.standard, ['Customer', 'Amounts and dates']);
    const { job, field } = linked;
    await staffAnswers(job.id, {
      [field('Project Description')]: 'Secret staff text',
      [field('Customer Email')]: 'buyer@example.com',
    });
    await t.http
      .post(`${API}/note`)
      .set(app.standard)
      .send({ job_id: job.id, description: 'Staff-only note' })
      .expect(201);

    const body: GuestLinkResponse = (await guest().open(linked.link.uuid).expect(200)).body;
    expect(Object.keys(body).sort()).toEqual(
      [
        'answerData',
        'company',
        'form',
        'form_variant',
        'job',
        'link',
        'progress',
        'read_only',
        'closed_message',
        'revision',
      ].sort(),
    );
    // The job's revision with its answers (the staff note moved it too): a save's base.
    expect(body.revision).toBe((await eventCount(t, job.id)) - 1);
    // The label is staff's note ('For the customer'): the guest is told the company instead.
    expect(body.link).toEqual({
      id: linked.link.id,
      uuid: linked.link.uuid,
      sections: [linked.section('Customer'), linked.section('Amounts and dates')],
    });
    expect(body.company).toEqual({ name: DEMO_COMPANY_NAME });
    expect(body.job).toEqual({ name: job.name, status: 'open' });
    expect(body.form.sections.map((section) => section.title)).toEqual([
      'Customer',
      'Amounts and dates',
    ]);
    const shownFields = new Set(body.form.sections.flatMap((s) => s.fields.map((f) => f.id)));
    expect(Object.keys(body.answerData).every((id) => shownFields.has(id))).toBe(true);
    expect(body.answerData[field('Customer Email')]).toBe('buyer@example.com');
    expect(body.read_only).toBe(false);
    expect(body.progress.remaining).toBeGreaterThan(0);
    const text = JSON.stringify(body);
    for (const hidden of [job.id, job.uuid, 'Secret staff text', 'Staff-only note'])
      expect(text).not.toContain(hidden);
  });

  it("another job's link shows that job only, never the first job's answers", async () => {
    const first = await createLinkedJob(t, app.standard, ['Customer']);
    const second = await createLinkedJob(t, app.standard, ['Customer']);
    await staffAnswers(first.job.id, { [first.field('Customer Email')]: 'first@example.com' });

    const body: GuestLinkResponse = (await guest().open(second.link.uuid).expect(200)).body;
    expect(body.job.name).toBe(second.job.name);
    expect(JSON.stringify(body)).not.toContain('first@example.com');
    expect(JSON.stringify(body)).not.toContain(first.job.id);
  });

  it('a closed link is 403 until staff enable it again', async () => {
    const linked = await createLinkedJob(t, app.standard, ['Notes']);
    await setLinkStatus(t, linked, 'closed');
    const answer = await guest().open(linked.link.uuid).expect(403);
    expect(answer.body.message).toBe(GUEST_LINK_CLOSED);
    await setLinkStatus(t, linked, 'open');
    await guest().open(linked.link.uuid).expect(200);
  });

  it('a deleted job is 404 for its links', async () => {
    const linked = await createLinkedJob(t, app.standard, ['Notes']);
    await runCommand(t, linked.job.id, { type: 'Delete', data: {} });
    const answer = await guest().open(linked.link.uuid).expect(404);
    expect(answer.body.message).toBe(GUEST_LINK_NOT_FOUND);
  });
});
