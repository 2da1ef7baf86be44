import { randomUUID } from 'node:crypto';
import { JOB_EVENT_SCHEMA_VERSION } from '@job-intake/contracts/jobs/job-events';
import {
  batchesOf,
  ProjectionSpecification,
  type GivenEvent,
} from '../../projections/testing/projection-specification';
import { jobEventSamples } from '../testing/job-event-samples';
import { shareLinksProjection } from './share-links.projection';

const created = (linkId: string, label: string): GivenEvent => ({
  type: 'ShareLinkCreated',
  data: { linkId, uuid: randomUUID(), label, sections: ['s1', 's2'] },
});
const changed = (linkId: string, status: 'open' | 'closed'): GivenEvent => ({
  type: 'ShareLinkStatusChanged',
  data: { linkId, status },
});
const submitted = (linkId: string): GivenEvent => ({
  type: 'ShareLinkSubmitted',
  data: { linkId },
});

/** Links created, disabled, enabled and submitted, with other events of the job between. */
function historyOf(jobId: string): GivenEvent[] {
  const sample = jobEventSamples(jobId);
  const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
  return [
    sample.JobCreated,
    created(a, 'first'),
    changed(a, 'closed'),
    created(b, 'second'),
    sample.AnswersSaved,
    changed(a, 'open'),
    submitted(b),
    created(c, 'third'),
    changed(c, 'closed'),
    sample.NoteAdded,
    submitted(a),
  ];
}

describe('share-links projection: a batch of events folded at once', () => {
  let spec: ProjectionSpecification;
  beforeAll(async () => {
    spec = await ProjectionSpecification.for(shareLinksProjection, {
      schemaVersions: JOB_EVENT_SCHEMA_VERSION,
    });
  });
  afterEach(() => spec.reset());
  afterAll(() => spec.close());

  it('gives the same rows and content hash in batches of any size as one event at a time', async () => {
    const events = await spec.givenJobs(3, historyOf);

    const oneByOne = await spec.foldedInBatches(batchesOf(events, 1));

    expect(oneByOne.rows[0]).toHaveLength(9);
    const statuses = (oneByOne.rows[0] as { status: string }[]).map((row) => row.status);
    expect(statuses.filter((value) => value === 'complete')).toHaveLength(6);
    expect(statuses.filter((value) => value === 'closed')).toHaveLength(3);
    for (const size of [2, 3, 7, events.length])
      expect(await spec.foldedInBatches(batchesOf(events, size))).toEqual(oneByOne);
  });
});
