import { JOB_EVENT_SCHEMA_VERSION, jobStreamId } from '@job-intake/contracts/jobs/job-events';
import {
  ProjectionSpecification,
  SPEC_COMPANY_ID,
  specTime,
  type GivenEvent,
} from '../../projections/testing/projection-specification';
import { jobEventSamples } from '../testing/job-event-samples';
import { shareLinksProjection } from './share-links.projection';

const jobId = '9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11';
const sample = jobEventSamples(jobId);
const { linkId, uuid } = sample.ShareLinkCreated.data;
const status = (value: 'open' | 'closed'): GivenEvent => ({
  type: 'ShareLinkStatusChanged',
  data: { linkId, status: value },
});

describe('share-links projection: given job events, then the share_links rows', () => {
  let spec: ProjectionSpecification;
  beforeAll(async () => {
    spec = await ProjectionSpecification.for(shareLinksProjection, {
      schemaVersions: JOB_EVENT_SCHEMA_VERSION,
    });
  });
  afterEach(() => spec.reset());
  afterAll(() => spec.close());

  const given = (...events: GivenEvent[]) => spec.given(jobStreamId(jobId), ...events);

  it('adds an open link with its job, company, label, sections and the event time', async () => {
    await given(sample.JobCreated, sample.ShareLinkCreated);
    expect(await spec.rows('share_links')).toEqual([
      {
        id: linkId,
        uuid,
        job_id: jobId,
        company_id: SPEC_COMPANY_ID,
        label: 'For the owner',
        sections: ['s1'],
        status: 'open',
        created_at: specTime(1),
        updated_at: specTime(1),
      },
    ]);
  });

  it('disables and enables the link, updated at the time of each event', async () => {
    await given(sample.JobCreated, sample.ShareLinkCreated, status('closed'));
    expect(await spec.rows('share_links', 'status, created_at, updated_at')).toEqual([
      { status: 'closed', created_at: specTime(1), updated_at: specTime(2) },
    ]);
    await given(status('open'));
    expect(await spec.rows('share_links', 'status, updated_at')).toEqual([
      { status: 'open', updated_at: specTime(3) },
    ]);
  });

  it('marks a submitted link complete', async () => {
    await given(sample.JobCreated, sample.ShareLinkCreated, sample.AnswersSaved);
    await given(sample.ShareLinkSubmitted);
    expect(await spec.rows('share_links', 'status, updated_at')).toEqual([
      { status: 'complete', updated_at: specTime(3) },
    ]);
  });

  it('writes nothing for other events, nor for a status change of an unknown link', async () => {
    await given(sample.JobCreated, sample.NoteAdded, status('closed'), sample.ShareLinkSubmitted);
    expect(await spec.rows('share_links')).toEqual([]);
  });

  it('refuses a link created twice', async () => {
    await given(sample.JobCreated, sample.ShareLinkCreated);
    await expect(given(sample.ShareLinkCreated)).rejects.toThrow(`${linkId} is created twice`);
    expect(await spec.rows('share_links', 'id')).toEqual([{ id: linkId }]);
  });
});
