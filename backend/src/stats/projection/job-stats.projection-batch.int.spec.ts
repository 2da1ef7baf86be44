import { randomUUID } from 'node:crypto';
import { JOB_EVENT_SCHEMA_VERSION } from '@job-intake/contracts/jobs/job-events';
import {
  batchesOf,
  ProjectionSpecification,
  type GivenEvent,
} from '../../projections/testing/projection-specification';
import { jobEventSamples } from '../../jobs/testing/job-event-samples';
import { jobStatsProjection } from './job-stats.projection';

/** A job's life with every counted fact, and events the statistics skip between them. */
function historyOf(jobId: string): GivenEvent[] {
  const sample = jobEventSamples(jobId);
  const request = { ...sample.EmailRequested.data, emailId: randomUUID(), linkId: randomUUID() };
  return [
    sample.JobCreated,
    { ...sample.ShareLinkCreated, data: { ...sample.ShareLinkCreated.data, linkId: randomUUID() } },
    { type: 'EmailRequested', data: request },
    { type: 'ShareLinkCreated', data: { ...sample.ShareLinkCreated.data, linkId: request.linkId } },
    { type: 'EmailSent', data: { ...sample.EmailSent.data, emailId: request.emailId } },
    sample.NoteAdded,
    { type: 'ShareLinkSubmitted', data: { linkId: request.linkId } },
    sample.JobFinalized,
    sample.JobReopened,
    sample.JobFinalized,
    sample.JobImported,
    sample.JobArchived,
  ];
}

describe('job-stats projection: a batch of events folded at once', () => {
  let spec: ProjectionSpecification;
  beforeAll(async () => {
    spec = await ProjectionSpecification.for(jobStatsProjection, {
      schemaVersions: JOB_EVENT_SCHEMA_VERSION,
    });
  });
  afterEach(() => spec.reset());
  afterAll(() => spec.close());

  it('gives the same rows and content hash in batches of any size as one event at a time', async () => {
    const events = await spec.givenJobs(3, historyOf);

    const oneByOne = await spec.foldedInBatches(batchesOf(events, 1));

    const [jobs, days] = oneByOne.rows as [Record<string, unknown>[], Record<string, unknown>[]];
    expect(jobs).toHaveLength(3);
    expect(jobs[0]).toMatchObject({
      share_links_created: 2,
      share_links_completed: 1,
      emails_sent: 1,
      requests_completed: 1,
    });
    const sum = (column: string) => days.reduce((total, day) => total + Number(day[column]), 0);
    expect([sum('jobs_created_staff'), sum('jobs_finalized'), sum('jobs_submitted')]).toEqual([
      3, 6, 3,
    ]);
    expect([sum('jobs_archived'), sum('requests_completed'), sum('emails_sent')]).toEqual([
      3, 3, 3,
    ]);
    for (const size of [2, 5, 11, events.length])
      expect(await spec.foldedInBatches(batchesOf(events, size))).toEqual(oneByOne);
  });
});
