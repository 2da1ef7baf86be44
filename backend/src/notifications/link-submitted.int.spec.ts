import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import {
  asGuest,
  createLinkedJob,
  startGuestApiApp,
  type GuestApiApp,
} from '../guests/testing/guest-links';
import {
  recipient,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../mail/testing/test-smtp-server';
import { rebuildProjection } from '../projections/projection-rebuild';
import { DEMO_LOGINS } from '../seed/demo-seed';
import { jobNotificationsProjection } from './job-notifications.projection';
import { OutboxSender } from './outbox-sender';

const PUBLIC_URL = 'https://intake.example.com';

describe("a guest's Submit Form e-mails the job's creator", () => {
  let app: GuestApiApp;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await startGuestApiApp('link-submitted', { SMTP_URL: smtp.url, PUBLIC_URL });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const submittedMails = (jobName: string) =>
    smtp.messages.filter((mail) => mail.subject?.includes(`Form submitted: ${jobName}`));

  it('once, with the job, the link and the job page address, also after a rebuild', async () => {
    const { t } = app;
    const linked = await createLinkedJob(t, app.standard, ['Notes'], 'Owner details');
    const guest = asGuest(t, '198.51.100.30');
    await guest.save(linked.link.uuid, { answers: {} }).expect(200);
    await guest.save(linked.link.uuid, { answers: {}, submit: true }).expect(200);

    const mail = await smtp.waitFor(
      (candidate) => candidate.subject?.includes(`Form submitted: ${linked.job.name}`) ?? false,
    );
    expect(recipient(mail)).toBe(DEMO_LOGINS.standard.email);
    expect(mail.subject).toBe(`Demo Construction Co. | Form submitted: ${linked.job.name}`);
    expect(mail.text).toContain(
      `A guest submitted the form of the job "${linked.job.name}" through the share link "Owner details".`,
    );
    expect(mail.text).toContain(`${PUBLIC_URL}/job/${linked.job.id}`);

    const store = t.app.get<EventStore>(EVENT_STORE);
    await rebuildProjection(store, t.pool, jobNotificationsProjection);
    await t.app.get(OutboxSender).drain();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(submittedMails(linked.job.name)).toHaveLength(1);
    const { rows } = await t.pool.query(
      `SELECT recipient FROM outbox_emails WHERE job_id = $1 AND dedupe_key LIKE 'link-submitted:%'`,
      [linked.job.id],
    );
    expect(rows).toEqual([{ recipient: DEMO_LOGINS.standard.email }]);
  });
});
