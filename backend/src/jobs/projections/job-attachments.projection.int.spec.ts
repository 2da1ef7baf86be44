import { JOB_EVENT_SCHEMA_VERSION, jobStreamId } from '@job-intake/contracts/jobs/job-events';
import {
  ProjectionSpecification,
  SPEC_COMPANY_ID,
  SPEC_USER_ID,
  specTime,
  type GivenEvent,
} from '../../projections/testing/projection-specification';
import { jobEventSamples } from '../testing/job-event-samples';
import { jobAttachmentsProjection } from './job-attachments.projection';

const jobId = '9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11';
const sample = jobEventSamples(jobId);
const second = {
  attachmentId: '00000000-0000-4000-8000-0000000000c2',
  file_name: 'photo.png',
  location: `attachments/${jobId}/photo.png`,
  size: 99,
  mime_type: 'image/png',
};

describe('job-attachments projection: given job events, then the attachment rows', () => {
  let spec: ProjectionSpecification;
  beforeAll(async () => {
    spec = await ProjectionSpecification.for(jobAttachmentsProjection, {
      schemaVersions: JOB_EVENT_SCHEMA_VERSION,
    });
  });
  afterEach(() => spec.reset());
  afterAll(() => spec.close());

  const given = (...events: GivenEvent[]) => spec.given(jobStreamId(jobId), ...events);

  it('adds an attachment with its file, uploader, time and revision', async () => {
    await given(sample.JobCreated, sample.AttachmentAdded);
    expect(await spec.rows('job_attachments')).toEqual([
      {
        id: sample.AttachmentAdded.data.attachmentId,
        job_id: jobId,
        company_id: SPEC_COMPANY_ID,
        file_name: 'lien.pdf',
        location: `attachments/${jobId}/lien.pdf`,
        size: '1234',
        mime_type: 'application/pdf',
        user_id: SPEC_USER_ID,
        created_at: specTime(1),
        revision: '1',
      },
    ]);
  });

  it('removes a removed attachment, so its location is no longer served, and keeps the others', async () => {
    await given(
      sample.JobCreated,
      sample.AttachmentAdded,
      { type: 'AttachmentAdded', data: second },
      sample.AttachmentRemoved,
    );
    expect(await spec.rows('job_attachments', 'id, location')).toEqual([
      { id: second.attachmentId, location: second.location },
    ]);
  });

  it('records no uploader for a file a guest attached', async () => {
    await given(sample.JobCreated, {
      ...sample.AttachmentAdded,
      metadata: { actor: { kind: 'guest' } },
    });
    expect(await spec.rows('job_attachments', 'user_id')).toEqual([{ user_id: null }]);
  });

  it('writes nothing for the events of a job that are not about attachments', async () => {
    await given(sample.JobCreated, sample.NoteAdded, sample.JobDeleted);
    expect(await spec.rows('job_attachments')).toEqual([]);
  });
});
