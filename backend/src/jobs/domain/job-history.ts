import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import {
  JOB_SETTINGS_FIELDS,
  JOB_SETTINGS_LABELS,
  type JobSettingsValues,
} from '@job-intake/contracts/jobs/job-settings';
import { JOB_STATUS_LABELS, type JobStatus } from '@job-intake/contracts/jobs/job-status';
import type { HistoryAction, HistoryEntry, JobAtEvent } from '@job-intake/contracts/jobs/jobs-api';
import { evolve, initialJobState, type ExistingJob, type JobState } from './job.decider';
import { upcastJobEvent, type StoredJobEvent } from './job-event-upcasting';

/** An event of the job's stream as the History tab needs it. */
export interface HistoryEvent extends StoredJobEvent {
  readonly id: string;
  readonly revision: number;
  readonly metadata: {
    readonly actor: { readonly kind: string; readonly userId?: string };
    readonly occurredAt: string;
  };
}

/** Who and what the stream names by id, as they are called now. */
export interface HistoryNames {
  /** User id → the user's name. */
  readonly users: ReadonlyMap<string, string>;
  /** Provider contact id (CNT_ID) → the contact's name. */
  readonly contacts: ReadonlyMap<string, string>;
}

/** What the walk keeps beside the decider's state to describe events in words. */
interface Context {
  state: JobState;
  contactNames: ReadonlyMap<string, string>;
  locationDesc: string | null;
  notes: Map<string, string>;
  files: Map<string, string>;
}

interface Step {
  readonly entry: HistoryEntry;
  readonly state: ExistingJob;
}

/**
 * The History tab, straight from the job's stream (oldest first): one entry per job event with
 * the spec's action label, who (a user's name, 'Guest' or 'System') and a readable description.
 */
export function jobHistory(events: readonly HistoryEvent[], names: HistoryNames): HistoryEntry[] {
  return walk(events, names).map((step) => step.entry);
}

/** The job right after one of its events (time travel); null when the event is not the job's. */
export function jobAtEvent(
  events: readonly HistoryEvent[],
  eventId: string,
  names: HistoryNames,
): JobAtEvent | null {
  const step = walk(events, names).find((candidate) => candidate.entry.id === eventId);
  if (!step) return null;
  return {
    event: step.entry,
    status: step.state.status,
    settings: step.state.settings,
    answerData: { ...step.state.answers },
    progress: step.state.progress,
    form_version_id: step.state.form_version_id,
  };
}

/** The provider contacts the stream's settings name, so that the reader can look up their names. */
export function mentionedContacts(events: readonly HistoryEvent[]): string[] {
  const ids = events.flatMap((stored) => {
    const event = upcastJobEvent(stored);
    const settings = event && settingsOf(event);
    return settings?.contact ? [settings.contact] : [];
  });
  return [...new Set(ids)];
}

function settingsOf(event: JobEvent): Partial<JobSettingsValues> | null {
  switch (event.type) {
    case 'JobCreated':
      return event.data.settings;
    case 'JobSettingsUpdated':
      return event.data.changes;
    case 'CustomerValuesSubmitted':
      return event.data.values;
    default:
      return null;
  }
}

function walk(events: readonly HistoryEvent[], names: HistoryNames): Step[] {
  const context: Context = {
    state: initialJobState,
    contactNames: names.contacts,
    locationDesc: null,
    notes: new Map(),
    files: new Map(),
  };
  const steps: Step[] = [];
  for (const stored of events) {
    const event = upcastJobEvent(stored);
    if (!event) continue;
    const [action, parameter] = describe(event, context);
    context.state = evolve(context.state, event);
    remember(event, context);
    if (!context.state.exists) continue;
    const { actor, occurredAt } = stored.metadata;
    const userId = actor.kind === 'user' ? (actor.userId ?? null) : null;
    steps.push({
      state: context.state,
      entry: {
        id: stored.id,
        action,
        entry_date: occurredAt,
        user_id: userId,
        user: { name: actorName(actor.kind, userId, names.users) },
        parameter,
        revision: stored.revision,
      },
    });
  }
  return steps;
}

function actorName(
  kind: string,
  userId: string | null,
  userNames: ReadonlyMap<string, string>,
): string {
  if (kind === 'guest') return 'Guest';
  if (kind === 'system') return 'System';
  return (userId && userNames.get(userId)) ?? 'Unknown user';
}

function describe(event: JobEvent, context: Context): [HistoryAction, string] {
  const before = context.state.exists ? context.state : null;
  const status = (to: JobStatus, suffix = '') =>
    `Status changed from ${before ? JOB_STATUS_LABELS[before.status] : '?'} to ${JOB_STATUS_LABELS[to]}${suffix}`;
  switch (event.type) {
    case 'JobCreated':
      return [
        'add',
        `Job created: ${event.data.settings.name}${event.data.origin === 'public_form' ? ' (public form)' : ''}`,
      ];
    case 'JobSettingsUpdated': {
      const after = { location: event.data.location_desc ?? null };
      const changes = settingsInOrder(event.data.changes).map(
        ([field, value]) =>
          `${JOB_SETTINGS_LABELS[field]} changed from ${show(field, before?.settings[field] ?? null, context.locationDesc, context.contactNames)} to ${show(field, value, after.location, context.contactNames)}`,
      );
      return ['update_job', changes.join('; ')];
    }
    case 'CustomerValuesSubmitted':
      return [
        'update_job',
        `Customer submitted ${settingsInOrder(event.data.values)
          .map(
            ([field, value]) =>
              `${JOB_SETTINGS_LABELS[field]}: ${show(field, value, null, context.contactNames)}`,
          )
          .join('; ')}`,
      ];
    case 'CustomerValueAccepted': {
      const field = event.data.field;
      const value = before?.user_submitted[field] ?? null;
      return [
        'save_setting',
        `Accepted the customer's ${JOB_SETTINGS_LABELS[field]}: ${show(field, value, event.data.location_desc ?? null, context.contactNames)} (was ${show(field, before?.settings[field] ?? null, context.locationDesc, context.contactNames)})`,
      ];
    }
    case 'AnswersSaved': {
      const count = Object.keys(event.data.answers).length;
      const { percent, remaining } = event.data.progress;
      return [
        'save_draft',
        `Saved ${count} answer${count === 1 ? '' : 's'}; progress ${percent}% (${remaining} required field${remaining === 1 ? '' : 's'} remaining)`,
      ];
    }
    case 'JobFinalized':
      return ['finalized', 'Finalized for review'];
    case 'JobReopened':
      return ['status_update', status('open')];
    case 'JobImported':
      return [
        'import',
        `Sent to the provider (${event.data.service}); Direct No ${event.data.direct_no}`,
      ];
    case 'JobArchived':
      return ['status_update', status('archived', event.data.automatic ? ' automatically' : '')];
    case 'JobDeleted':
      return ['status_update', status('deleted')];
    case 'NoteAdded':
      return ['add_note', event.data.description];
    case 'NoteDeleted':
      return ['delete_note', `Deleted note: ${context.notes.get(event.data.noteId) ?? ''}`];
    case 'AttachmentAdded':
      return ['update_job', `Attachment added: ${event.data.file_name}`];
    case 'AttachmentRemoved':
      return [
        'update_job',
        `Attachment removed: ${context.files.get(event.data.attachmentId) ?? event.data.attachmentId}`,
      ];
    case 'ShareLinkCreated': {
      const count = event.data.sections.length;
      return [
        'gen_link',
        `Share link created: ${event.data.label} (${count} section${count === 1 ? '' : 's'})`,
      ];
    }
  }
}

/** Keeps what later descriptions name: the location's label, notes' texts, files' names. */
function remember(event: JobEvent, context: Context): void {
  switch (event.type) {
    case 'JobCreated':
      context.locationDesc = event.data.location_desc;
      return;
    case 'JobSettingsUpdated':
    case 'CustomerValueAccepted':
      if ('location_desc' in event.data) context.locationDesc = event.data.location_desc ?? null;
      return;
    case 'NoteAdded':
      context.notes.set(event.data.noteId, event.data.description);
      return;
    case 'AttachmentAdded':
      context.files.set(event.data.attachmentId, event.data.file_name);
      return;
    default:
      return;
  }
}

function settingsInOrder(
  values: Partial<JobSettingsValues>,
): [keyof JobSettingsValues, JobSettingsValues[keyof JobSettingsValues]][] {
  return JOB_SETTINGS_FIELDS.filter((field) => field in values).map((field) => [
    field,
    values[field] ?? null,
  ]);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A setting's value as a person reads it: a location or contact by its name and id. */
function show(
  field: keyof JobSettingsValues,
  value: JobSettingsValues[keyof JobSettingsValues],
  locationLabel: string | null,
  contactNames: ReadonlyMap<string, string>,
): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value === '') return 'empty';
  if (field === 'location') return named(locationLabel, value);
  if (field === 'contact') return named(contactNames.get(value) ?? null, value);
  if (field === 'first_furnishing' || field === 'last_furnishing') {
    const [year, month, day] = value.split('-');
    return `${month}/${day}/${year}`;
  }
  if (field === 'total_contract_amt' || field === 'total_claim_amt')
    return usd.format(Number(value));
  return value;
}

function named(name: string | null, id: string): string {
  return name ? `${name} (${id})` : id;
}
