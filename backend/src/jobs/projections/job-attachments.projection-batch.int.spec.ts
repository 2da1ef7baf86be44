import { randomUUID } from 'node:crypto';
import { JOB_EVENT_SCHEMA_VERSION } from '@job-intake/contracts/jobs/job-events';
import { jobEventSamples } from '../testing/job-event-samples';
import {
  batchesOf,
  ProjectionSpecification,
  type GivenEvent,
} from '../../projections/testing/projection-specification';
import { jobAttachmentsProjection } from './job-attachments.projection';

const added = (attachmentId: string, location: string): GivenEvent => ({
  type: 'AttachmentAdded',
  data: { attachmentId, file_name: 'plan.pdf', location, size: 10, mime_type: 'application/pdf' },
});
const removed = (attachmentId: string): GivenEvent => ({
  type: 'AttachmentRemoved',
  data: { attachmentId },
});

/** Files added and removed; a removed file's location used again by a new upload, another re-added. */
function historyOf(jobId: string): GivenEvent[] {
  const sample = jobEventSamples(jobId);
  const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
  const at = (name: string) => `attachments/${jobId}/${name}`;
  return [
    sample.JobCreated,
    added(a, at('a.pdf')),
    added(b, at('b.pdf')),
    sample.NoteAdded,
    removed(a),
    added(c, at('a.pdf')),
    removed(b),
    added(b, at('b.pdf')),
    removed(c),
    added(randomUUID(), at('a.pdf')),
  ];
}

describe('job-attachments projection: a batch of events folded at once', () => {
  let spec: ProjectionSpecification;
  beforeAll(async () => {
    spec = await ProjectionSpecification.for(jobAttachmentsProjection, {
      schemaVersions: JOB_EVENT_SCHEMA_VERSION,
    });
  });
  afterAll(() => spec.close());

  it('gives the same rows and content hash in batches of any size as one event at a time', async () => {
    const events = await spec.givenJobs(3, historyOf);

    const oneByOne = await spec.foldedInBatches(batchesOf(events, 1));

    expect(oneByOne.rows[0]).toHaveLength(6);
    for (const size of [2, 3, 7, events.length])
      expect(await spec.foldedInBatches(batchesOf(events, size))).toEqual(oneByOne);
  });
});
