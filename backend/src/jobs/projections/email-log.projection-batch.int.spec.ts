import { randomUUID } from 'node:crypto';
import { JOB_EVENT_SCHEMA_VERSION } from '@job-intake/contracts/jobs/job-events';
import {
  batchesOf,
  ProjectionSpecification,
  type GivenEvent,
} from '../../projections/testing/projection-specification';
import { jobEventSamples } from '../testing/job-event-samples';
import { emailLogProjection } from './email-log.projection';

type Sample = ReturnType<typeof jobEventSamples>;

/** A request of its own (link, e-mail id and token) and the events about it. */
function emailOf(sample: Sample) {
  const [emailId, linkId] = [randomUUID(), randomUUID()];
  const request: GivenEvent = {
    type: 'EmailRequested',
    data: { ...sample.EmailRequested.data, emailId, linkId, unsubscribe: randomUUID() },
  };
  const about = (event: { type: string; data: object }): GivenEvent => ({
    type: event.type,
    data: { ...event.data, emailId },
  });
  return { request, about };
}

/** Two requests sent, failed, resent, reminded, opted out and expired, with other events between. */
function historyOf(jobId: string): GivenEvent[] {
  const sample = jobEventSamples(jobId);
  const first = emailOf(sample);
  const second = emailOf(sample);
  return [
    sample.JobCreated,
    first.request,
    first.about(sample.EmailFailed),
    second.request,
    sample.NoteAdded,
    first.about(sample.EmailResent),
    second.about(sample.EmailSent),
    first.about(sample.EmailSent),
    second.about(sample.EmailReminderDue),
    second.about({ type: 'EmailSent', data: { ...sample.EmailSent.data, kind: 'reminder' } }),
    first.about(sample.EmailOptOutChanged),
    sample.AnswersSaved,
    second.about(sample.EmailExpired),
  ];
}

describe('email-log projection: a batch of events folded at once', () => {
  let spec: ProjectionSpecification;
  beforeAll(async () => {
    spec = await ProjectionSpecification.for(emailLogProjection, {
      schemaVersions: JOB_EVENT_SCHEMA_VERSION,
    });
  });
  afterEach(() => spec.reset());
  afterAll(() => spec.close());

  it('gives the same rows and content hash in batches of any size as one event at a time', async () => {
    const events = await spec.givenJobs(3, historyOf);

    const oneByOne = await spec.foldedInBatches(batchesOf(events, 1));

    const rows = oneByOne.rows[0] as { status: string; resends: number; reminders_sent: number }[];
    expect(rows).toHaveLength(6);
    expect(rows.filter((row) => row.status === 'sent' && row.resends === 1)).toHaveLength(3);
    expect(rows.filter((row) => row.status === 'expired' && row.reminders_sent === 1)).toHaveLength(
      3,
    );
    for (const size of [2, 3, 7, events.length])
      expect(await spec.foldedInBatches(batchesOf(events, size))).toEqual(oneByOne);
  });
});
