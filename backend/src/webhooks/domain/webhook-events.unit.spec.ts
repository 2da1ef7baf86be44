import { JOB_EVENT_TYPES } from '@job-intake/contracts/jobs/job-events';
import { jobEventSamples } from '../../jobs/testing/job-event-samples';
import { WEBHOOK_SOURCE_EVENTS, webhookEventsOf } from './webhook-events';

const sample = jobEventSamples('9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11');
const typesOf = (mapped: ReturnType<typeof webhookEventsOf>) => mapped.events.map((e) => e.type);

describe('webhook events of a job event', () => {
  it('a created job is job.created, open, without a status change', () => {
    const mapped = webhookEventsOf(sample.JobCreated, 'new', false);
    expect(typesOf(mapped)).toEqual(['job.created']);
    expect(mapped.status).toBe('open');
  });

  it('answers count only when a guest saved them', () => {
    expect(typesOf(webhookEventsOf(sample.AnswersSaved, 'open', true))).toEqual([
      'job.answers_saved_by_guest',
    ]);
    expect(typesOf(webhookEventsOf(sample.AnswersSaved, 'open', false))).toEqual([]);
  });

  it('a submitted share link, and an e-mail sent or refused', () => {
    expect(typesOf(webhookEventsOf(sample.ShareLinkSubmitted, 'open', true))).toEqual([
      'job.share_link_completed',
    ]);
    expect(typesOf(webhookEventsOf(sample.EmailSent, 'open', false))).toEqual([
      'job.email_request_completed',
    ]);
    const failed = webhookEventsOf(sample.EmailFailed, 'open', false);
    expect(typesOf(failed)).toEqual(['job.email_request_failed']);
    expect(failed.events[0]?.detail).toMatchObject({ error: sample.EmailFailed.data.error });
  });

  it.each([
    ['JobFinalized', 'open', 'pending', []],
    ['JobReopened', 'pending', 'open', []],
    ['JobImported', 'pending', 'submitted', ['job.sent_to_provider']],
    ['JobArchived', 'submitted', 'archived', ['job.archived']],
    ['JobDeleted', 'open', 'deleted', []],
  ] as const)('%s from %s is %s, a status change', (type, before, after, own) => {
    const mapped = webhookEventsOf(sample[type], before, false);
    expect(mapped.status).toBe(after);
    expect(typesOf(mapped)).toEqual([...own, 'job.status_changed']);
    expect(mapped.events.at(-1)?.detail).toEqual({ previous_status: before });
  });

  it('a status event that changes nothing is no status change', () => {
    expect(typesOf(webhookEventsOf(sample.JobArchived, 'archived', false))).toEqual([
      'job.archived',
    ]);
  });

  it('every other event of the catalogue makes none and keeps the status', () => {
    const others = JOB_EVENT_TYPES.filter(
      (type) => !(WEBHOOK_SOURCE_EVENTS as readonly string[]).includes(type),
    );
    for (const type of others) {
      expect(webhookEventsOf(sample[type], 'pending', true)).toEqual({
        events: [],
        status: 'pending',
      });
    }
  });
});
