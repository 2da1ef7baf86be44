import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { jobEventSamples } from '../../jobs/testing/job-event-samples';
import { foldJobStatsEvent, type JobStatsChange, type JobStatsRow } from './job-stats.fold';

const JOB = '00000000-0000-4000-8000-00000000a001';
const COMPANY = '00000000-0000-4000-8000-00000000c001';
const samples = jobEventSamples(JOB);

/** Folds the events in order, each at its time; returns the last change and every delta. */
function fold(events: [string, JobEvent][]) {
  let row: JobStatsRow | undefined;
  const changes: (JobStatsChange | undefined)[] = [];
  for (const [occurredAt, event] of events) {
    const change = foldJobStatsEvent(row, { jobId: JOB, companyId: COMPANY, occurredAt, event });
    changes.push(change);
    row = change?.row ?? row;
  }
  return { row, deltas: changes.map((change) => change?.delta) };
}

const created: [string, JobEvent] = ['2026-03-02T10:00:00.000Z', samples.JobCreated];

describe('foldJobStatsEvent', () => {
  it('counts a request completed only when the submitted link is an e-mail request of the job', () => {
    const requestLink = samples.EmailRequested.data.linkId;
    const shared = { type: 'ShareLinkSubmitted', data: { linkId: 'some-other-link' } } as const;
    const { row, deltas } = fold([
      created,
      ['2026-03-02T11:00:00.000Z', samples.EmailRequested],
      ['2026-03-02T11:00:01.000Z', samples.EmailSent],
      ['2026-03-03T09:00:00.000Z', shared],
      ['2026-03-03T10:00:00.000Z', { type: 'ShareLinkSubmitted', data: { linkId: requestLink } }],
    ]);
    expect(deltas).toEqual([
      { jobs_created_staff: 1 },
      {},
      { emails_sent: 1 },
      { share_links_completed: 1 },
      { share_links_completed: 1, requests_completed: 1 },
    ]);
    expect(row).toMatchObject({ emails_sent: 1, share_links_completed: 2, requests_completed: 1 });
  });

  it('adds the milliseconds from creation to each finalization and to the submission', () => {
    const { row, deltas } = fold([
      created,
      ['2026-03-02T12:00:00.000Z', samples.JobFinalized],
      ['2026-03-02T13:00:00.000Z', samples.JobReopened],
      ['2026-03-02T14:00:00.000Z', samples.JobFinalized],
      ['2026-03-03T10:00:00.000Z', samples.JobImported],
    ]);
    expect(deltas).toEqual([
      { jobs_created_staff: 1 },
      { jobs_finalized: 1, review_ms: 2 * 3_600_000 },
      undefined,
      { jobs_finalized: 1, review_ms: 4 * 3_600_000 },
      { jobs_submitted: 1, submission_ms: 24 * 3_600_000 },
    ]);
    expect(row).toMatchObject({
      finalized_at: '2026-03-02T14:00:00.000Z',
      submitted_at: '2026-03-03T10:00:00.000Z',
    });
  });

  it('leaves a job it has no row for, and a second creation, unchanged', () => {
    expect(fold([['2026-03-02T12:00:00.000Z', samples.JobFinalized]]).row).toBeUndefined();
    const twice = fold([created, created]);
    expect(twice.deltas[1]).toBeUndefined();
  });
});
