import { JOB_EVENT_SCHEMA_VERSION, jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '../event-store/event-store.port';
import {
  batchesOf,
  ProjectionSpecification,
  SPEC_COMPANY_ID,
  specTime,
  type GivenEvent,
} from '../projections/testing/projection-specification';
import { jobListProjection } from '../jobs/projections/job-list.projection';
import { jobEventSamples } from '../jobs/testing/job-event-samples';
import { jobNotificationsProjection } from './job-notifications.projection';

const jobId = '9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11';
const sample = jobEventSamples(jobId);
const reviewers = '00000000-0000-4000-8000-00000000e001';
const clerks = '00000000-0000-4000-8000-00000000e002';
const reviewStep = '00000000-0000-4000-8000-00000000e101';
const assigned: GivenEvent = {
  type: 'JobCreated',
  data: { ...sample.JobCreated.data, workflow_step_id: reviewStep },
};

/** A company whose review step's role has two users, and a third user of another role. */
async function seedCompany(spec: ProjectionSpecification): Promise<void> {
  await spec.pool.query(`INSERT INTO companies (id, name) VALUES ($1, 'Acme Liens')`, [
    SPEC_COMPANY_ID,
  ]);
  await spec.pool.query(
    `INSERT INTO roles (id, company_id, name) VALUES ($1, $3, 'Reviewer'), ($2, $3, 'Clerk')`,
    [reviewers, clerks, SPEC_COMPANY_ID],
  );
  await spec.pool.query(
    `INSERT INTO workflow_steps (id, company_id, role_id, position) VALUES ($1, $2, $3, 1)`,
    [reviewStep, SPEC_COMPANY_ID, reviewers],
  );
  const users = [
    ['00000000-0000-4000-8000-00000000e201', 'Rita', 'rita@acme.test', reviewers],
    ['00000000-0000-4000-8000-00000000e202', 'Ben', 'ben@acme.test', reviewers],
    ['00000000-0000-4000-8000-00000000e203', 'Carl', 'carl@acme.test', clerks],
  ];
  for (const [id, name, email, role] of users) {
    await spec.pool.query(
      `INSERT INTO users (id, name, email, password_hash) VALUES ($1, $2, $3, 'x')`,
      [id, name, email],
    );
    await spec.pool.query(
      `INSERT INTO memberships (id, user_id, company_id, role_id)
       VALUES (gen_random_uuid(), $1, $2, $3)`,
      [id, SPEC_COMPANY_ID, role],
    );
  }
}

describe('job-notifications projection: given job events, then the outbox', () => {
  let spec: ProjectionSpecification;
  beforeAll(async () => {
    spec = await ProjectionSpecification.for(jobNotificationsProjection, {
      schemaVersions: JOB_EVENT_SCHEMA_VERSION,
      reads: [jobListProjection],
    });
    await seedCompany(spec);
  });
  afterEach(() => spec.reset());
  afterAll(() => spec.close());

  const given = (...events: GivenEvent[]) => spec.given(jobStreamId(jobId), ...events);
  const outbox = () => spec.rows('outbox_emails', 'dedupe_key, recipient, subject, body, status');

  it("puts one e-mail per user of the assigned step's role into the outbox", async () => {
    const [created] = await given(assigned);
    // In the outbox's order: by dedupe key, so by user id.
    expect(await outbox()).toEqual([
      expect.objectContaining({ recipient: 'rita@acme.test' }),
      {
        dedupe_key: `job-assigned:${created!.id}:00000000-0000-4000-8000-00000000e202`,
        recipient: 'ben@acme.test',
        subject: 'Acme Liens | New job: Riverside Mall',
        body: expect.stringContaining(
          'Hello Ben,\n\nStan Standard created the job "Riverside Mall". It is assigned to your workflow step (Reviewer).',
        ),
        status: 'pending',
      },
    ]);
    expect(await spec.rows('job_notification_events')).toEqual([
      { event_id: created!.id, job_id: jobId, recipients: 2, occurred_at: specTime(0) },
    ]);
  });

  it("says a public form's job came from a guest, not from the contact recorded as its creator", async () => {
    await given({
      type: 'JobCreated',
      data: {
        ...sample.JobCreated.data,
        workflow_step_id: reviewStep,
        origin: 'public_form',
        creator_name: 'Rita Reviewer',
      },
    });
    const bodies = (await outbox()).map((row) => row.body as string);
    expect(bodies).toEqual([
      expect.stringContaining(
        'Hello Rita,\n\nA guest created the job "Riverside Mall" through the public form. It is assigned to your workflow step (Reviewer).',
      ),
      expect.stringContaining('Hello Ben,\n\nA guest created the job "Riverside Mall"'),
    ]);
    expect(bodies.join()).not.toContain('Rita Reviewer');
  });

  it('adds nothing when the same event is applied again (a rebuild in place)', async () => {
    const recorded = await given(assigned);
    await spec.apply(recorded);
    expect(await outbox()).toHaveLength(2);
    expect(await spec.rows('job_notification_events')).toHaveLength(1);
  });

  it('e-mails no one for a job without a workflow step', async () => {
    await given(sample.JobCreated);
    expect(await outbox()).toEqual([]);
    expect(await spec.rows('job_notification_events')).toEqual([]);
  });

  it('e-mails no one for the later events of a job (e-mail requests and workflow moves aside)', async () => {
    const notifying = [
      'JobCreated',
      'EmailRequested',
      'JobFinalized',
      'JobReopened',
      'JobImported',
    ];
    const later = Object.values(sample).filter((event) => !notifying.includes(event.type));
    await given(assigned, ...later);
    expect(await outbox()).toHaveLength(2);
  });

  it('queues the same e-mails in batches of any size as one event at a time, and once', async () => {
    const events: RecordedEvent[] = [];
    for (const step of [reviewStep, null, reviewStep, reviewStep]) {
      const id = randomUUID();
      const job = jobEventSamples(id);
      const created = {
        ...job.JobCreated,
        data: { ...job.JobCreated.data, uuid: randomUUID(), workflow_step_id: step },
      };
      events.push(...(await spec.given(jobStreamId(id), created, job.NoteAdded, job.JobFinalized)));
    }

    const oneByOne = await spec.foldedInBatches(batchesOf(events, 1));

    // Handled: 3 jobs on a step and the 4 finalizes; 2 reviewers told of each of the 3 jobs and
    // of each finalize (the company's one step is also its last).
    expect(oneByOne.rows.map((rows) => rows.length)).toEqual([7, 14]);
    for (const size of [2, 4, events.length])
      expect(await spec.foldedInBatches(batchesOf(events, size))).toEqual(oneByOne);
    await spec.apply(events.slice(0, 4));
    await spec.apply(events);
    expect(await outbox()).toHaveLength(14);
  });
});
