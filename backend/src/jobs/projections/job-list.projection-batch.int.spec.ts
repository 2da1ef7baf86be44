import { randomUUID } from 'node:crypto';
import {
  JOB_EVENT_SCHEMA_VERSION,
  JOB_EVENT_TYPES,
  jobStreamId,
} from '@job-intake/contracts/jobs/job-events';
import type { RecordedEvent } from '../../event-store/event-store.port';
import { projectionContentHash } from '../../projections/projection-rebuild';
import {
  ProjectionSpecification,
  type GivenEvent,
} from '../../projections/testing/projection-specification';
import { jobEventSamples } from '../testing/job-event-samples';
import { jobListProjection } from './job-list.projection';

/** Every catalogue event, then a second round of the counters, value flow and status moves. */
function historyOf(jobId: string): GivenEvent[] {
  const sample = jobEventSamples(jobId);
  const created = { ...sample.JobCreated, data: { ...sample.JobCreated.data, uuid: randomUUID() } };
  return [
    created,
    ...JOB_EVENT_TYPES.filter((type) => type !== 'JobCreated').map((type) => sample[type]),
    sample.NoteAdded,
    sample.NoteAdded,
    sample.AttachmentAdded,
    sample.CustomerValuesSubmitted,
    sample.CustomerValueAccepted,
    sample.JobReopened,
    sample.AnswersSaved,
  ];
}

/** One event of each job in turn, so a batch moves several rows event after event. */
function interleave(streams: RecordedEvent[][]): RecordedEvent[] {
  const longest = Math.max(...streams.map((events) => events.length));
  return Array.from({ length: longest }, (_, index) => streams.map((events) => events[index]))
    .flat()
    .filter((event): event is RecordedEvent => event !== undefined);
}

describe('job-list projection: a batch of events across jobs, folded at once', () => {
  let spec: ProjectionSpecification;
  beforeAll(async () => {
    spec = await ProjectionSpecification.for(jobListProjection, {
      schemaVersions: JOB_EVENT_SCHEMA_VERSION,
    });
  });
  afterAll(() => spec.close());

  async function foldedRows(batches: RecordedEvent[][]) {
    await spec.pool.query('TRUNCATE job_list, job_list_counts');
    for (const batch of batches) await spec.apply(batch);
    return {
      rows: await spec.rows('job_list'),
      counts: await spec.rows('job_list_counts'),
      counted: (
        await spec.pool.query(
          'SELECT company_id, status, count(*)::int AS jobs FROM job_list GROUP BY 1, 2 ORDER BY 1, 2',
        )
      ).rows,
      hash: await projectionContentHash(spec.pool, jobListProjection),
    };
  }

  it('gives the same rows and content hash as one batch per event', async () => {
    const jobIds = Array.from({ length: 5 }, () => randomUUID());
    const streams: RecordedEvent[][] = [];
    for (const jobId of jobIds)
      streams.push(await spec.given(jobStreamId(jobId), ...historyOf(jobId)));
    const spine = randomUUID();
    streams.push(
      await spec.given(
        jobStreamId(spine),
        { type: 'JobCreated', schemaVersion: 1, data: { jobId: spine, name: 'Old' } },
        { type: 'JobRenamed', data: { jobId: spine, name: 'Renamed' } },
      ),
    );
    const events = interleave(streams);

    const together = await foldedRows([events]);
    const oneByOne = await foldedRows(events.map((event) => [event]));

    expect(together.rows).toHaveLength(6);
    expect(together.rows).toEqual(oneByOne.rows);
    expect(together.counts).toEqual(oneByOne.counts);
    expect(together.counts).toEqual(together.counted);
    expect(together.hash).toBe(oneByOne.hash);
  });
});
