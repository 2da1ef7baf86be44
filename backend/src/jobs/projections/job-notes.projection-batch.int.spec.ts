import { randomUUID } from 'node:crypto';
import { JOB_EVENT_SCHEMA_VERSION, jobStreamId } from '@job-intake/contracts/jobs/job-events';
import {
  batchesOf,
  ProjectionSpecification,
  type GivenEvent,
} from '../../projections/testing/projection-specification';
import { jobEventSamples } from '../testing/job-event-samples';
import { jobNotesProjection } from './job-notes.projection';

const added = (noteId: string, description: string): GivenEvent => ({
  type: 'NoteAdded',
  data: { noteId, description },
});
const deleted = (noteId: string): GivenEvent => ({ type: 'NoteDeleted', data: { noteId } });

/** Notes added, deleted, one added again under its id, with other events of the job between. */
function historyOf(jobId: string): GivenEvent[] {
  const sample = jobEventSamples(jobId);
  const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
  return [
    sample.JobCreated,
    added(a, 'first'),
    added(b, 'second'),
    sample.AnswersSaved,
    deleted(a),
    added(c, 'third'),
    added(a, 'first, again'),
    deleted(c),
    sample.JobFinalized,
    added(randomUUID(), 'fourth'),
  ];
}

describe('job-notes projection: a batch of events folded at once', () => {
  let spec: ProjectionSpecification;
  beforeAll(async () => {
    spec = await ProjectionSpecification.for(jobNotesProjection, {
      schemaVersions: JOB_EVENT_SCHEMA_VERSION,
    });
  });
  afterEach(() => spec.reset());
  afterAll(() => spec.close());

  it('gives the same rows and content hash in batches of any size as one event at a time', async () => {
    const events = await spec.givenJobs(3, historyOf);

    const oneByOne = await spec.foldedInBatches(batchesOf(events, 1));

    expect(oneByOne.rows[0]).toHaveLength(9);
    for (const size of [2, 3, 7, events.length])
      expect(await spec.foldedInBatches(batchesOf(events, size))).toEqual(oneByOne);
  });

  it('refuses a note added twice, within a batch or over one already there', async () => {
    const jobId = randomUUID();
    const stream = jobStreamId(jobId);
    const noteId = randomUUID();
    await spec.given(stream, jobEventSamples(jobId).JobCreated, added(noteId, 'once'));

    await expect(spec.given(stream, added(noteId, 'twice'))).rejects.toThrow(/duplicate key/);
    await expect(
      spec.given(stream, added(noteId, 'twice'), deleted(noteId), added(noteId, 'thrice')),
    ).rejects.toThrow(`job_notes already holds ${noteId}`);
    const other = randomUUID();
    await expect(spec.given(stream, added(other, 'a'), added(other, 'b'))).rejects.toThrow(
      `Row ${other} is added twice`,
    );
    expect(await spec.rows('job_notes', 'description')).toEqual([{ description: 'once' }]);
  });
});
