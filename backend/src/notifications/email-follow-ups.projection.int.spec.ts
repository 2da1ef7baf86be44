import { randomUUID } from 'node:crypto';
import { JOB_EVENT_SCHEMA_VERSION, jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { inTransaction } from '../database/in-transaction';
import { jobListProjection } from '../jobs/projections/job-list.projection';
import { shareLinksProjection } from '../jobs/projections/share-links.projection';
import { jobEventSamples } from '../jobs/testing/job-event-samples';
import { foldEvents } from '../projections/apply-batch';
import {
  ProjectionSpecification,
  SPEC_COMPANY_ID,
} from '../projections/testing/projection-specification';
import { PUBLIC_ORIGIN_PLACEHOLDER } from './email-request-message';
import { jobNotificationsProjection } from './job-notifications.projection';

const staffId = '00000000-0000-4000-8000-00000000e311';

describe('job-notifications projection: an e-mail request, its resends, reminders and warning', () => {
  let spec: ProjectionSpecification;
  beforeAll(async () => {
    spec = await ProjectionSpecification.for(jobNotificationsProjection, {
      schemaVersions: JOB_EVENT_SCHEMA_VERSION,
    });
    await spec.pool.query(`INSERT INTO companies (id, name) VALUES ($1, 'Acme Liens')`, [
      SPEC_COMPANY_ID,
    ]);
    await spec.pool.query(
      `INSERT INTO users (id, name, email, password_hash) VALUES ($1, 'Sam', 'sam@acme.test', 'x')`,
      [staffId],
    );
  });
  afterEach(() => spec.reset());
  afterAll(() => spec.close());

  const outbox = () =>
    spec.rows<{ recipient: string; subject: string; kind: string; message_id: string }>(
      'outbox_emails',
      'dedupe_key, recipient, subject, body, html, message_id, kind, source_event_id',
    );

  /** A job in job_list, then its share link and a request to two customers in one append. */
  async function requestedJob() {
    const jobId = randomUUID();
    const sample = jobEventSamples(jobId);
    const created = await spec.given(jobStreamId(jobId), {
      ...sample.JobCreated,
      data: { ...sample.JobCreated.data, uuid: randomUUID() },
    });
    await inTransaction(spec.pool, (tx) => foldEvents(tx, jobListProjection, created));
    const linkUuid = randomUUID();
    const request = {
      ...sample.EmailRequested,
      data: { ...sample.EmailRequested.data, to: ['ann@owner.test', 'bob@owner.test'] },
      metadata: { actor: { kind: 'user' as const, userId: staffId } },
    };
    const link = {
      ...sample.ShareLinkCreated,
      data: { ...sample.ShareLinkCreated.data, uuid: linkUuid },
    };
    return { jobId, sample, linkUuid, link, request };
  }

  it('queues the request once per recipient, rendered, with its link and Message-ID', async () => {
    const { jobId, linkUuid, link, request } = await requestedJob();
    const [linked, requested] = await spec.given(jobStreamId(jobId), link, request);
    const rows = await outbox();
    expect(rows.map((row) => row.recipient)).toEqual(['ann@owner.test', 'bob@owner.test']);
    expect(rows[0]).toMatchObject({
      subject: 'Acme Liens | Riverside Mall',
      kind: 'request',
      source_event_id: requested!.id,
      message_id: expect.stringMatching(
        new RegExp(`^<${requested!.id}\\.[0-9a-f]{16}@job-intake>$`),
      ),
      body: expect.stringContaining(`Please fill in ${PUBLIC_ORIGIN_PLACEHOLDER}/link/${linkUuid}`),
      html: expect.stringContaining(`<a href="${PUBLIC_ORIGIN_PLACEHOLDER}/link/${linkUuid}">`),
    });
    // Replayed alone (a rebuild in place), the link comes from share_links.
    await inTransaction(spec.pool, (tx) => foldEvents(tx, shareLinksProjection, [linked!]));
    await spec.apply([requested!]);
    expect(await outbox()).toHaveLength(2);
  });

  it('sends a resend and a reminder to the same recipients under new Message-IDs, the warning to the staff user', async () => {
    const { jobId, sample, link, request } = await requestedJob();
    await spec.given(jobStreamId(jobId), link, request);
    const [resent, reminder, warning] = await spec.given(
      jobStreamId(jobId),
      sample.EmailResent,
      sample.EmailReminderDue,
      {
        ...sample.EmailReminderDue,
        data: { ...sample.EmailReminderDue.data, kind: 'sender_warning' },
      },
    );
    const rows = await outbox();
    const of = (kind: string) => rows.filter((row) => row.kind === kind);
    expect(of('resend').map((row) => [row.recipient, row.subject])).toEqual([
      ['ann@owner.test', 'Acme Liens | Riverside Mall'],
      ['bob@owner.test', 'Acme Liens | Riverside Mall'],
    ]);
    expect(of('reminder').map((row) => row.subject)).toEqual([
      'Reminder: Acme Liens | Riverside Mall',
      'Reminder: Acme Liens | Riverside Mall',
    ]);
    expect(of('sender_warning')).toEqual([
      expect.objectContaining({
        recipient: 'sam@acme.test',
        subject: 'Not answered yet: Acme Liens | Riverside Mall',
        body: expect.stringContaining('to ann@owner.test, bob@owner.test has not been answered'),
      }),
    ]);
    expect(new Set(rows.map((row) => row.message_id)).size).toBe(7);
    await spec.apply([resent!, reminder!, warning!]);
    expect(await outbox()).toHaveLength(7);
  });

  it('resends a request queued in the same batch, and sends nothing for an unknown request', async () => {
    const { jobId, sample, link, request } = await requestedJob();
    await spec.given(jobStreamId(jobId), link, request, sample.EmailResent, {
      ...sample.EmailResent,
      data: { emailId: randomUUID() },
    });
    expect((await outbox()).map((row) => row.kind)).toEqual([
      'request',
      'request',
      'resend',
      'resend',
    ]);
  });
});
