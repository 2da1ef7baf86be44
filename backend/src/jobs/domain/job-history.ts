import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import type { JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import type { HistoryEntry, JobAtEvent } from '@job-intake/contracts/jobs/jobs-api';
import { evolve, initialJobState, type ExistingJob } from './job.state';
import { describeEvent, type HistoryContext } from './job-history-description';
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
  const context: HistoryContext = {
    state: initialJobState,
    contactNames: names.contacts,
    locationDesc: null,
    notes: new Map(),
    files: new Map(),
    links: new Map(),
    emails: new Map(),
  };
  const steps: Step[] = [];
  for (const stored of events) {
    const event = upcastJobEvent(stored);
    if (!event) continue;
    const [action, parameter] = describeEvent(
      event,
      context,
      stored.metadata.actor.kind === 'guest',
    );
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

/** Keeps what later descriptions name: the location's label, notes' texts, files' names. */
function remember(event: JobEvent, context: HistoryContext): void {
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
    case 'ShareLinkCreated':
      context.links.set(event.data.linkId, event.data.label);
      return;
    case 'EmailRequested':
      context.emails.set(event.data.emailId, event.data.to.join(', '));
      return;
    default:
      return;
  }
}
