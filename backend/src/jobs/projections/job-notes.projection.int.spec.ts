import { JOB_EVENT_SCHEMA_VERSION, jobStreamId } from '@job-intake/contracts/jobs/job-events';
import {
  ProjectionSpecification,
  SPEC_COMPANY_ID,
  SPEC_USER_ID,
  specTime,
  type GivenEvent,
} from '../../projections/testing/projection-specification';
import { jobEventSamples } from '../testing/job-event-samples';
import { jobNotesProjection } from './job-notes.projection';

const jobId = '9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11';
const sample = jobEventSamples(jobId);
const noteId = sample.NoteAdded.data.noteId;

describe('job-notes projection: given job events, then the notes rows', () => {
  let spec: ProjectionSpecification;
  beforeAll(async () => {
    spec = await ProjectionSpecification.for(jobNotesProjection, {
      schemaVersions: JOB_EVENT_SCHEMA_VERSION,
    });
  });
  afterEach(() => spec.reset());
  afterAll(() => spec.close());

  const given = (...events: GivenEvent[]) => spec.given(jobStreamId(jobId), ...events);

  it('adds a note with its author, time and revision', async () => {
    await given(sample.JobCreated, sample.NoteAdded);
    expect(await spec.rows('job_notes')).toEqual([
      {
        id: noteId,
        job_id: jobId,
        company_id: SPEC_COMPANY_ID,
        description: 'Call the owner',
        user_id: SPEC_USER_ID,
        created_at: specTime(1),
        revision: '1',
      },
    ]);
  });

  it('records no author for a note added by a guest', async () => {
    await given(sample.JobCreated, { ...sample.NoteAdded, metadata: { actor: { kind: 'guest' } } });
    expect(await spec.rows('job_notes', 'user_id')).toEqual([{ user_id: null }]);
  });

  it('removes a deleted note and keeps the others', async () => {
    const kept = { noteId: '00000000-0000-4000-8000-0000000000b2', description: 'Keep me' };
    await given(
      sample.JobCreated,
      sample.NoteAdded,
      { type: 'NoteAdded', data: kept },
      sample.NoteDeleted,
    );
    expect(await spec.rows('job_notes', 'id, description')).toEqual([
      { id: kept.noteId, description: 'Keep me' },
    ]);
  });

  it('writes nothing for the events of a job that are not about notes', async () => {
    await given(sample.JobCreated, sample.JobSettingsUpdated, sample.AttachmentAdded);
    expect(await spec.rows('job_notes')).toEqual([]);
  });
});
