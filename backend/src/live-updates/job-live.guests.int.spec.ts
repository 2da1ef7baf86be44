import {
  asGuest,
  createLinkedJob,
  startGuestApiApp,
  type GuestApiApp,
} from '../guests/testing/guest-links';
import { readJob } from '../jobs/testing/job-api-app';
import { listeningBase, openLiveStream } from './testing/live-stream-client';

/** Issue 12: staff with the job page open see a guest's save and submit as it happens. */
describe("live job updates of a guest's share link", () => {
  let app: GuestApiApp;
  let base: string;

  beforeAll(async () => {
    app = await startGuestApiApp('job-live-guests');
    base = await listeningBase(app.t.app);
  });
  afterAll(() => app.close());

  it("streams the guest's draft and Submit Form, readable when the event arrives", async () => {
    const linked = await createLinkedJob(app.t, app.standard, ['Notes']);
    const notes = linked.field('Notes for the Notice Team');
    const guest = asGuest(app.t, '198.51.100.40');
    const stream = await openLiveStream(base, linked.job.id, app.standard);
    let { revision } = (await stream.next()).data as { revision: number };

    for (const [text, submit] of [
      ['Gate code 1234', false],
      ['Gate code 4321', true],
    ] as const) {
      await guest.save(linked.link.uuid, { answers: { [notes]: text }, submit }).expect(200);
      const { event, data } = await stream.next(5000);
      expect(event).toBe('changed');
      expect((data as { revision: number }).revision).toBeGreaterThan(revision);
      revision = (data as { revision: number }).revision;
      const job = await readJob(app.t, linked.job.id, app.standard);
      expect(job).toMatchObject({ revision, answerData: { [notes]: text } });
    }
    stream.abort();
  });
});
