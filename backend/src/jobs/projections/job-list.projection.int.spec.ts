import {
  JOB_EVENT_SCHEMA_VERSION,
  JOB_EVENT_TYPES,
  JOB_RECORD_ONLY_EVENTS,
  jobStreamId,
} from '@job-intake/contracts/jobs/job-events';
import {
  ProjectionSpecification,
  SPEC_COMPANY_ID,
  specTime,
  type GivenEvent,
} from '../../projections/testing/projection-specification';
import { jobEventSamples } from '../testing/job-event-samples';
import { jobListProjection } from './job-list.projection';

const jobId = '9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11';
const sample = jobEventSamples(jobId);

describe('job-list projection: given job events, then the job list row', () => {
  let spec: ProjectionSpecification;
  beforeAll(async () => {
    spec = await ProjectionSpecification.for(jobListProjection, {
      schemaVersions: JOB_EVENT_SCHEMA_VERSION,
    });
  });
  afterEach(() => spec.reset());
  afterAll(() => spec.close());

  const given = (...events: GivenEvent[]) => spec.given(jobStreamId(jobId), ...events);
  const row = async () => (await spec.rows('job_list'))[0];

  it('inserts an open job with its settings, creator and progress', async () => {
    await given(sample.JobCreated);
    expect(await row()).toMatchObject({
      id: jobId,
      company_id: SPEC_COMPANY_ID,
      name: 'Riverside Mall',
      reference_no: 'R-1',
      first_furnishing: '2026-11-21',
      total_contract_amt: '1000.00',
      status: 'open',
      revision: '0',
      entry_user: 'Stan Standard',
      progress_percent: 0,
      progress_remaining: 2,
      notes: 0,
      files: 0,
      links: 0,
      created_at: specTime(0),
      updated_at: specTime(0),
    });
  });

  it("shows a job created without a creator's name as created by 'Guest'", async () => {
    await given({
      type: 'JobCreated',
      data: { ...sample.JobCreated.data, creator_name: null, origin: 'public_form' },
    });
    expect(await row()).toMatchObject({ entry_user: 'Guest', origin: 'public_form' });
  });

  it('updates the changed settings and the location label, and moves the revision', async () => {
    await given(sample.JobCreated, sample.JobSettingsUpdated);
    expect(await row()).toMatchObject({
      name: 'Riverside Mall II',
      location: '5001',
      location_desc: 'North',
      reference_no: 'R-1',
      revision: '1',
      updated_at: specTime(1),
    });
  });

  it('marks a furnishing date changed once an event after the creation changes it', async () => {
    await given(sample.JobCreated, sample.JobSettingsUpdated);
    expect(await row()).toMatchObject({
      first_furnishing_changed: false,
      last_furnishing_changed: false,
    });
    await given({ type: 'JobSettingsUpdated', data: { changes: { first_furnishing: null } } });
    expect(await row()).toMatchObject({
      first_furnishing_changed: true,
      last_furnishing_changed: false,
    });
    await given({ type: 'CustomerValueAccepted', data: { field: 'last_furnishing' } });
    expect(await row()).toMatchObject({
      first_furnishing_changed: true,
      last_furnishing_changed: true,
    });
  });

  it("holds a customer's value apart until it is accepted", async () => {
    await given(sample.JobCreated, sample.CustomerValuesSubmitted);
    expect(await row()).toMatchObject({
      reference_no: 'R-1',
      user_submitted: { reference_no: 'C-9' },
    });
    await given(sample.CustomerValueAccepted);
    expect(await row()).toMatchObject({ reference_no: 'C-9', user_submitted: {} });
  });

  it('counts notes, files and links up and down', async () => {
    await given(
      sample.JobCreated,
      sample.NoteAdded,
      sample.AttachmentAdded,
      sample.ShareLinkCreated,
    );
    expect(await row()).toMatchObject({ notes: 1, files: 1, links: 1 });
    await given(sample.NoteDeleted, sample.AttachmentRemoved);
    expect(await row()).toMatchObject({ notes: 0, files: 0, links: 1 });
  });

  it('moves the status through review, import, archive and deletion with their times', async () => {
    await given(sample.JobCreated, sample.JobFinalized);
    expect(await row()).toMatchObject({ status: 'pending', review_at: specTime(1) });
    await given(sample.JobReopened);
    expect(await row()).toMatchObject({ status: 'open', review_at: null });
    await given(sample.JobFinalized, sample.JobImported);
    expect(await row()).toMatchObject({
      status: 'submitted',
      direct_no: 'D-1',
      imported_by: 'Rita Reviewer',
      imported_at: specTime(4),
    });
    await given(sample.JobArchived);
    expect(await row()).toMatchObject({ status: 'archived', archived_at: specTime(5) });
    await given(sample.JobDeleted);
    expect(await row()).toMatchObject({ status: 'deleted', deleted_at: specTime(6) });
  });

  it("tells an import in flight and the provider's refusal until the job is imported", async () => {
    await given(sample.JobCreated, sample.JobFinalized);
    expect(await row()).toMatchObject({ import_state: null, import_error: null });
    await given(sample.JobImportRequested);
    expect(await row()).toMatchObject({ import_state: 'sending', import_error: null });
    await given(sample.JobImportFailed);
    expect(await row()).toMatchObject({
      status: 'pending',
      import_state: 'failed',
      import_error: 'The provider does not know contact 9',
    });
    await given(sample.JobImportRequested);
    expect(await row()).toMatchObject({ import_state: 'sending', import_error: null });
    await given(sample.JobImported);
    expect(await row()).toMatchObject({
      status: 'submitted',
      import_state: null,
      import_error: null,
    });
  });

  it("reads the spine slice's JobCreated v1 and JobRenamed", async () => {
    await given(
      { type: 'JobCreated', schemaVersion: 1, data: { jobId, name: 'Old' } },
      { type: 'JobRenamed', data: { jobId, name: 'Renamed' } },
    );
    expect(await row()).toMatchObject({ name: 'Renamed', status: 'open', revision: '1' });
  });

  it('moves the row to the revision of every event of the catalogue, and its time but for an export or a view', async () => {
    let changedAt = 0;
    for (const [revision, type] of JOB_EVENT_TYPES.entries()) {
      await given(sample[type]);
      if (!JOB_RECORD_ONLY_EVENTS.has(type)) changedAt = revision;
      expect({ type, ...(await row()) }).toMatchObject({
        type,
        revision: String(revision),
        updated_at: specTime(changedAt),
      });
    }
  });

  it('records an export in the revision without making the job look changed', async () => {
    await given(sample.JobCreated, sample.JobSettingsUpdated, sample.JobExported);
    expect(await row()).toMatchObject({ revision: '2', updated_at: specTime(1) });
  });
});
