import { JOB_EVENT_TYPES, type JobEventType } from '@job-intake/contracts/jobs/job-events';
import { HISTORY_ACTIONS } from '@job-intake/contracts/jobs/jobs-api';
import { jobHistory, type HistoryEvent } from './domain/job-history';
import { evolve, initialJobState, type JobState } from './domain/job.state';
import { jobListProjection } from './projections/job-list.projection';
import { jobEventSamples } from './testing/job-event-samples';

/**
 * Events handled everywhere or nowhere: each type of the catalogue changes the decider's state,
 * is described in History with a known action, and is folded by the job list (whose rows
 * job-list.projection.int.spec.ts checks). A type a consumer leaves alone on purpose is listed
 * here, so that skipping one is a decision and never an oversight.
 */
/**
 * A resend without a new expiry, and the outcomes of sends: folded without the store's ids they
 * change nothing (an outcome is remembered by its event id only, to record it once).
 */
const EVOLVE_IGNORES: readonly JobEventType[] = [
  'EmailResent',
  'EmailSent',
  'EmailFailed',
];

const jobId = '9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11';
const samples = jobEventSamples(jobId);
const catalogue = JOB_EVENT_TYPES.map((type) => samples[type]);

/** Whether evolve returned a new state for each type, folding the catalogue in order. */
function evolveChanges(): Map<JobEventType, boolean> {
  const changed = new Map<JobEventType, boolean>();
  let state: JobState = initialJobState;
  for (const event of catalogue) {
    const next = evolve(state, event);
    changed.set(event.type, next !== state);
    state = next;
  }
  return changed;
}

function historyOfCatalogue() {
  const stored: HistoryEvent[] = catalogue.map((event, revision) => ({
    ...event,
    id: `event-${revision}`,
    revision,
    metadata: { actor: { kind: 'system' }, occurredAt: '2026-01-05T09:00:00.000Z' },
  }));
  const entries = jobHistory(stored, { users: new Map(), contacts: new Map() });
  return new Map(entries.map((entry) => [catalogue[entry.revision]!.type, entry]));
}

describe('the job event catalogue', () => {
  const changed = evolveChanges();
  const history = historyOfCatalogue();

  it.each(JOB_EVENT_TYPES)('%s changes the decider state, unless listed as ignored', (type) => {
    expect(changed.get(type)).toBe(!EVOLVE_IGNORES.includes(type));
  });

  it.each(JOB_EVENT_TYPES)('%s is described in History with a known action', (type) => {
    const entry = history.get(type);
    expect(HISTORY_ACTIONS).toContain(entry?.action);
    expect(entry?.parameter).not.toBe('');
  });

  it('is folded by the job list, every type of it', () => {
    expect(jobListProjection.eventTypes).toEqual(expect.arrayContaining(JOB_EVENT_TYPES));
  });
});
