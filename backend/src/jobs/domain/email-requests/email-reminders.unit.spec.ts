import { DEFAULT_CONFIG_SETTINGS } from '@job-intake/contracts/identity/company-api';
import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { jobEventSamples } from '../../testing/job-event-samples';
import type { StoredJobEvent } from '../job-event-upcasting';
import { JOB_NOT_FOUND } from '../job-concern';
import type { ReminderSettings } from './email-reminders';
import { emailRequestsDecider } from './email-requests.decider';

const sample = jobEventSamples('9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11');
const emailId = sample.EmailRequested.data.emailId;
const REQUESTED = Date.parse('2026-03-01T09:30:00.000Z');
const HOUR = 3_600_000;
const at = (day: number) => new Date(REQUESTED + day * 24 * HOUR);
/** Section 9's defaults with reminders on: first after 2 days, every 5, expiry 45, warning 7. */
const ON: ReminderSettings = { ...DEFAULT_CONFIG_SETTINGS, send_reminders: true };

const timed = (event: JobEvent, when: Date): StoredJobEvent => ({
  ...event,
  metadata: { companyId: 'c1', occurredAt: when.toISOString() },
});
/** The request as sent, expiring after `expiresDays` (the company's request_expires then). */
const requested = (expiresDays = 45): StoredJobEvent[] => [
  timed(sample.JobCreated, at(0)),
  timed(sample.ShareLinkCreated, at(0)),
  timed(
    {
      ...sample.EmailRequested,
      data: { ...sample.EmailRequested.data, expires_at: at(expiresDays).toISOString() },
    },
    at(0),
  ),
];
const stateOf = (events: readonly StoredJobEvent[]) =>
  events.reduce(
    (state, event) => emailRequestsDecider.evolve(state, event as JobEvent),
    emailRequestsDecider.initialState,
  );
const remind = (now: Date, companyId?: string) => ({
  type: 'RemindEmail' as const,
  companyId,
  data: { emailId, config: ON, now },
});
/** What the reminder run records for the request at `now`, given its stream. */
const dueEmailReminders = (
  events: readonly StoredJobEvent[],
  id: string,
  config: ReminderSettings,
  now: Date,
) =>
  emailRequestsDecider.decide(
    { type: 'RemindEmail', data: { emailId: id, config, now } },
    stateOf(events),
  );
const describeDue = (event: JobEvent) =>
  event.type === 'EmailReminderDue' ? `${event.data.kind}:${event.data.number}` : event.type;

/**
 * A fake clock walking the request's life every `stepHours` from `fromDay` to `toDay`, recording
 * what is due as a run would (with its time); `happen` adds other events on their day.
 */
function walk(
  settings: ReminderSettings,
  {
    fromDay = 0,
    toDay = 50,
    stepHours = 3,
    expiresDays = 45,
    happen = new Map<number, JobEvent>(),
  } = {},
): string[] {
  const stream = requested(expiresDays);
  const recorded: string[] = [];
  for (let hour = fromDay * 24; hour <= toDay * 24; hour += stepHours) {
    const now = new Date(REQUESTED + hour * HOUR);
    const event = happen.get(hour / 24);
    if (event) stream.push(timed(event, now));
    for (const due of dueEmailReminders(stream, emailId, settings, now)) {
      stream.push(timed(due, now));
      recorded.push(`day ${hour / 24} ${describeDue(due)}`);
    }
  }
  return recorded;
}

describe('which reminder of an e-mail request is due (a fake clock over its 45-day life)', () => {
  it('reminds at days 2, 7, 12, … 42, warns the sender at day 38, expires at 45, then nothing', () => {
    expect(walk(ON)).toEqual([
      'day 2 reminder:1',
      'day 7 reminder:2',
      'day 12 reminder:3',
      'day 17 reminder:4',
      'day 22 reminder:5',
      'day 27 reminder:6',
      'day 32 reminder:7',
      'day 37 reminder:8',
      'day 38 sender_warning:1',
      'day 42 reminder:9',
      'day 45 EmailExpired',
    ]);
  });

  it("follows the company's own numbers and the request's own expiry", () => {
    const settings = { ...ON, first_reminder: 1, between_reminders: 3, warn_sender: 2 };
    expect(walk(settings, { toDay: 10, expiresDays: 8 })).toEqual([
      'day 1 reminder:1',
      'day 4 reminder:2',
      'day 6 sender_warning:1',
      'day 7 reminder:3',
      'day 8 EmailExpired',
    ]);
  });

  it('sends only the latest reminder due after a scheduler was down, not a burst', () => {
    expect(walk(ON, { fromDay: 13, toDay: 20, stepHours: 24 })).toEqual([
      'day 13 reminder:3',
      'day 17 reminder:4',
    ]);
  });

  it('reminds no more after the recipient opts out, and again once opted back in', () => {
    const optOut: JobEvent = sample.EmailOptOutChanged;
    const optIn: JobEvent = { ...optOut, data: { ...optOut.data, opt_out: false } };
    const happen = new Map([
      [8, optOut],
      [25, optIn],
    ]);
    expect(walk({ ...ON, warn_sender: 0 }, { toDay: 30, happen })).toEqual([
      'day 2 reminder:1',
      'day 7 reminder:2',
      'day 25 reminder:5',
      'day 27 reminder:6',
    ]);
  });

  it('stops everything, expiry included, once the link is complete', () => {
    const happen = new Map<number, JobEvent>([[10, sample.ShareLinkSubmitted]]);
    expect(walk(ON, { happen })).toEqual(['day 2 reminder:1', 'day 7 reminder:2']);
  });

  it('reminds no more through a closed link, but still marks the request expired', () => {
    const happen = new Map<number, JobEvent>([[3, sample.ShareLinkStatusChanged]]);
    expect(walk(ON, { happen })).toEqual(['day 2 reminder:1', 'day 45 EmailExpired']);
  });

  it('reminds no more once the job is deleted', () => {
    const happen = new Map<number, JobEvent>([[10, { type: 'JobDeleted', data: {} }]]);
    expect(walk(ON, { happen })).toEqual([
      'day 2 reminder:1',
      'day 7 reminder:2',
      'day 45 EmailExpired',
    ]);
  });

  it('with send_reminders off, only the expiry is recorded', () => {
    expect(walk(DEFAULT_CONFIG_SETTINGS)).toEqual(['day 45 EmailExpired']);
  });

  it('decides the same twice at the same time, and nothing once that is recorded', () => {
    const stream = requested();
    const now = at(38.5);
    const first = dueEmailReminders(stream, emailId, ON, now);
    expect(dueEmailReminders(stream, emailId, ON, now)).toEqual(first);
    expect(first.map(describeDue)).toEqual(['reminder:8', 'sender_warning:1']);
    const after = [...stream, ...first.map((event) => timed(event, now))];
    expect(dueEmailReminders(after, emailId, ON, now)).toEqual([]);
  });

  it('knows nothing of an unknown e-mail or a stream without times', () => {
    expect(dueEmailReminders(requested(), 'another', ON, at(3))).toEqual([]);
    const untimed = requested().map(({ metadata: _, ...event }) => event);
    expect(dueEmailReminders(untimed, emailId, ON, at(3))).toEqual([]);
  });
});

describe("the decider's RemindEmail", () => {
  it("records what is due; the race's loser, re-deciding on the winner's append, records nothing", () => {
    const stream = requested();
    const winner = emailRequestsDecider.decide(remind(at(2), 'c1'), stateOf(stream));
    expect(winner).toEqual([
      { type: 'EmailReminderDue', data: { emailId, kind: 'reminder', number: 1 } },
    ]);
    const after = [...stream, ...winner.map((event) => timed(event, at(2)))];
    expect(emailRequestsDecider.decide(remind(at(2), 'c1'), stateOf(after))).toEqual([]);
  });

  it("does not find another company's job", () => {
    expect(() => emailRequestsDecider.decide(remind(at(2), 'c2'), stateOf(requested()))).toThrow(
      JOB_NOT_FOUND,
    );
  });
});
