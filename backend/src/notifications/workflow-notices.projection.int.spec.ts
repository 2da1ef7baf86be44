import { randomUUID } from 'node:crypto';
import { JOB_EVENT_SCHEMA_VERSION, jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { inTransaction } from '../database/in-transaction';
import { jobListProjection } from '../jobs/projections/job-list.projection';
import { jobEventSamples } from '../jobs/testing/job-event-samples';
import { foldEvents } from '../projections/apply-batch';
import {
  ProjectionSpecification,
  SPEC_COMPANY_ID,
} from '../projections/testing/projection-specification';
import { jobNotificationsProjection } from './job-notifications.projection';

const clerks = '00000000-0000-4000-8000-00000000e402';
const reviewers = '00000000-0000-4000-8000-00000000e401';
const entryStep = '00000000-0000-4000-8000-00000000e411';
const reviewStep = '00000000-0000-4000-8000-00000000e412';
const carl = '00000000-0000-4000-8000-00000000e423';

/** Two steps: clerks (Carl) enter jobs, reviewers (Rita, Ben) review them. */
async function seedWorkflow(spec: ProjectionSpecification): Promise<void> {
  const { pool } = spec;
  await pool.query(`INSERT INTO companies (id, name) VALUES ($1, 'Acme Liens')`, [SPEC_COMPANY_ID]);
  await pool.query(
    `INSERT INTO roles (id, company_id, name) VALUES ($1, $3, 'Reviewer'), ($2, $3, 'Clerk')`,
    [reviewers, clerks, SPEC_COMPANY_ID],
  );
  await pool.query(
    `INSERT INTO workflow_steps (id, company_id, role_id, position)
     VALUES ($1, $3, $4, 1), ($2, $3, $5, 2)`,
    [entryStep, reviewStep, SPEC_COMPANY_ID, clerks, reviewers],
  );
  const users = [
    ['00000000-0000-4000-8000-00000000e421', 'Rita', 'rita@acme.test', reviewers],
    ['00000000-0000-4000-8000-00000000e422', 'Ben', 'ben@acme.test', reviewers],
    [carl, 'Carl', 'carl@acme.test', clerks],
  ];
  for (const [id, name, email, role] of users) {
    await pool.query(
      `INSERT INTO users (id, name, email, password_hash) VALUES ($1, $2, $3, 'x')`,
      [id, name, email],
    );
    await pool.query(
      `INSERT INTO memberships (id, user_id, company_id, role_id)
       VALUES (gen_random_uuid(), $1, $2, $3)`,
      [id, SPEC_COMPANY_ID, role],
    );
  }
}

describe('job-notifications projection: finalize, re-open and import tell the workflow', () => {
  let spec: ProjectionSpecification;
  beforeAll(async () => {
    spec = await ProjectionSpecification.for(jobNotificationsProjection, {
      schemaVersions: JOB_EVENT_SCHEMA_VERSION,
    });
    await seedWorkflow(spec);
  });
  afterEach(() => spec.reset());
  afterAll(() => spec.close());

  const outbox = async (prefix: string) =>
    (
      await spec.rows<{ dedupe_key: string; recipient: string; subject: string; body: string }>(
        'outbox_emails',
        'dedupe_key, recipient, subject, body',
      )
    ).filter((row) => row.dedupe_key.startsWith(prefix));
  const byCarl = { actor: { kind: 'user' as const, userId: carl } };

  /** A job Carl created on the step, in job_list. */
  async function jobOn(step: string) {
    const jobId = randomUUID();
    const sample = jobEventSamples(jobId);
    const created = await spec.given(jobStreamId(jobId), {
      ...sample.JobCreated,
      data: {
        ...sample.JobCreated.data,
        uuid: randomUUID(),
        workflow_step_id: step,
        creator_user_id: carl,
      },
    });
    await inTransaction(spec.pool, (tx) => foldEvents(tx, jobListProjection, created));
    return { jobId, sample };
  }

  it("finalize tells the next step's users, once; re-open the first step's", async () => {
    const { jobId, sample } = await jobOn(entryStep);
    const [finalized, reopened] = await spec.given(
      jobStreamId(jobId),
      { ...sample.JobFinalized, metadata: byCarl },
      { ...sample.JobReopened, metadata: byCarl },
    );
    const told = await outbox('job-finalized');
    expect(told.map((row) => row.recipient).sort()).toEqual(['ben@acme.test', 'rita@acme.test']);
    expect(told[0]!.subject).toBe('Acme Liens | Job finalized: Riverside Mall');
    expect(told[0]!.body).toContain(
      'Carl finalized the job "Riverside Mall". It is now with your workflow step (Reviewer).',
    );
    expect((await outbox('job-reopened')).map((row) => row.recipient)).toEqual(['carl@acme.test']);
    await spec.apply([finalized!, reopened!]);
    expect([...(await outbox('job-finalized')), ...(await outbox('job-reopened'))]).toHaveLength(3);
  });

  it('finalize on the last step tells the last step again', async () => {
    const { jobId, sample } = await jobOn(reviewStep);
    await spec.given(jobStreamId(jobId), sample.JobFinalized);
    expect((await outbox('job-finalized')).map((row) => row.recipient).sort()).toEqual([
      'ben@acme.test',
      'rita@acme.test',
    ]);
  });

  it("an import tells the job's creator", async () => {
    const { jobId, sample } = await jobOn(reviewStep);
    await spec.given(jobStreamId(jobId), sample.JobImported);
    const [told] = await outbox('job-imported');
    expect(told).toMatchObject({
      recipient: 'carl@acme.test',
      subject: 'Acme Liens | Job imported: Riverside Mall',
    });
    expect(told!.body).toContain(`was imported to ${sample.JobImported.data.service} as`);
  });
});
