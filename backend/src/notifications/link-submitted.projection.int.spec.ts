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
import { JOB_LINK_PLACEHOLDER } from './job-assigned-email';
import { jobNotificationsProjection } from './job-notifications.projection';

const creatorId = '00000000-0000-4000-8000-00000000e301';

describe('job-notifications projection: a guest submits a share link', () => {
  let spec: ProjectionSpecification;
  beforeAll(async () => {
    spec = await ProjectionSpecification.for(jobNotificationsProjection, {
      schemaVersions: JOB_EVENT_SCHEMA_VERSION,
    });
    await spec.pool.query(`INSERT INTO companies (id, name) VALUES ($1, 'Acme Liens')`, [
      SPEC_COMPANY_ID,
    ]);
    await spec.pool.query(
      `INSERT INTO users (id, name, email, password_hash) VALUES ($1, 'Cora', 'cora@acme.test', 'x')`,
      [creatorId],
    );
  });
  afterEach(() => spec.reset());
  afterAll(() => spec.close());

  const outbox = () => spec.rows('outbox_emails', 'dedupe_key, recipient, subject, body');

  /**
   * A job (created by `creator`) with a link, as the job-list and share-links read models hold
   * them, then the guest's submit given to the notifications processor.
   */
  async function submitted(creator: string | null) {
    const jobId = randomUUID();
    const sample = jobEventSamples(jobId);
    const linkId = randomUUID();
    const created = {
      ...sample.JobCreated,
      data: { ...sample.JobCreated.data, uuid: randomUUID(), creator_user_id: creator },
    };
    const link = {
      ...sample.ShareLinkCreated,
      data: { ...sample.ShareLinkCreated.data, linkId, uuid: randomUUID() },
    };
    const before = await spec.given(jobStreamId(jobId), created, link);
    for (const readModel of [jobListProjection, shareLinksProjection])
      await inTransaction(spec.pool, (tx) => foldEvents(tx, readModel, before));
    const [submit] = await spec.given(jobStreamId(jobId), {
      type: 'ShareLinkSubmitted',
      data: { linkId },
      metadata: { actor: { kind: 'guest' } },
    });
    return { jobId, submit: submit! };
  }

  it("puts one e-mail to the job's creator into the outbox, naming the job and the link", async () => {
    const { jobId, submit } = await submitted(creatorId);
    expect(await outbox()).toEqual([
      {
        dedupe_key: `link-submitted:${submit.id}:${creatorId}`,
        recipient: 'cora@acme.test',
        subject: 'Acme Liens | Form submitted: Riverside Mall',
        body: [
          'Hello Cora,',
          '',
          'A guest submitted the form of the job "Riverside Mall" through the share link "For the owner".',
          '',
          `Open the job: ${JOB_LINK_PLACEHOLDER}`,
          '',
          'Job Intake',
        ].join('\n'),
      },
    ]);
    expect(await spec.rows('job_notification_events', 'event_id, job_id, recipients')).toEqual([
      { event_id: submit.id, job_id: jobId, recipients: 1 },
    ]);
  });

  it('adds nothing when the submit is applied again (a rebuild in place)', async () => {
    const { submit } = await submitted(creatorId);
    await spec.apply([submit]);
    expect(await outbox()).toHaveLength(1);
  });

  it('e-mails no one for a job without a creator', async () => {
    const { submit } = await submitted(null);
    expect(await outbox()).toEqual([]);
    expect(await spec.rows('job_notification_events', 'event_id, recipients')).toEqual([
      { event_id: submit.id, recipients: 0 },
    ]);
  });
});
