import type {
  AnswerValue,
  JobCreated,
  JobEvent,
  JobProgress,
} from '@job-intake/contracts/jobs/job-events';
import type { JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import type { JobStatus } from '@job-intake/contracts/jobs/job-status';
import { upcastJobEvent, type StoredJobEvent } from './job-event-upcasting';
import type { ShareLinkState } from './share-link.decisions';

/** The job as its decisions need it: a pure fold of its stream. */
export interface ExistingJob {
  readonly exists: true;
  readonly id: string;
  readonly uuid: string;
  /** The company the job was created for (its first event's metadata); null in a bare fold. */
  readonly company_id: string | null;
  readonly status: JobStatus;
  readonly form_id: string;
  readonly form_version_id: string;
  readonly settings: JobSettingsValues;
  /** What a customer proposed for the settings, not yet accepted. */
  readonly user_submitted: Partial<JobSettingsValues>;
  readonly answers: Readonly<Record<string, AnswerValue>>;
  readonly progress: JobProgress;
  readonly notes: ReadonlySet<string>;
  readonly attachments: ReadonlySet<string>;
  /** The share links, by link id. */
  readonly links: ReadonlyMap<string, ShareLinkState>;
}

export type JobState = { readonly exists: false } | ExistingJob;

export const initialJobState: JobState = { exists: false };

export function evolve(state: JobState, event: JobEvent): JobState {
  if (event.type === 'JobCreated') return created(event.data, null);
  if (!state.exists) return state;
  switch (event.type) {
    case 'JobSettingsUpdated':
      return { ...state, settings: { ...state.settings, ...event.data.changes } };
    case 'CustomerValuesSubmitted':
      return { ...state, user_submitted: { ...state.user_submitted, ...event.data.values } };
    case 'CustomerValueAccepted': {
      const { [event.data.field]: accepted, ...rest } = state.user_submitted;
      return {
        ...state,
        settings: { ...state.settings, [event.data.field]: accepted },
        user_submitted: rest,
      };
    }
    case 'AnswersSaved':
      return {
        ...state,
        answers: { ...state.answers, ...event.data.answers },
        progress: event.data.progress,
      };
    case 'JobFinalized':
      return { ...state, status: 'pending' };
    case 'JobReopened':
      return { ...state, status: 'open' };
    case 'JobImported':
      return { ...state, status: 'submitted' };
    case 'JobArchived':
      return { ...state, status: 'archived' };
    case 'JobDeleted':
      return { ...state, status: 'deleted' };
    case 'NoteAdded':
      return { ...state, notes: new Set([...state.notes, event.data.noteId]) };
    case 'NoteDeleted':
      return { ...state, notes: without(state.notes, event.data.noteId) };
    case 'AttachmentAdded':
      return { ...state, attachments: new Set([...state.attachments, event.data.attachmentId]) };
    case 'AttachmentRemoved':
      return { ...state, attachments: without(state.attachments, event.data.attachmentId) };
    case 'ShareLinkCreated': {
      const { linkId, uuid, sections } = event.data;
      return withLink(state, linkId, { uuid, sections, status: 'open' });
    }
    case 'ShareLinkStatusChanged':
      return withLink(state, event.data.linkId, { status: event.data.status });
    case 'ShareLinkSubmitted':
      return withLink(state, event.data.linkId, { status: 'complete' });
  }
}

function created(data: JobCreated['data'], companyId: string | null): ExistingJob {
  return {
    exists: true,
    id: data.jobId,
    uuid: data.uuid,
    company_id: companyId,
    status: 'open',
    form_id: data.form_id,
    form_version_id: data.form_version_id,
    settings: data.settings,
    user_submitted: {},
    answers: {},
    progress: data.progress,
    notes: new Set(),
    attachments: new Set(),
    links: new Map(),
  };
}

function withLink(
  state: ExistingJob,
  linkId: string,
  change: Partial<ShareLinkState>,
): ExistingJob {
  const current = state.links.get(linkId);
  const link = { ...current, ...change } as ShareLinkState;
  if (!current && !('uuid' in change)) return state;
  return { ...state, links: new Map(state.links).set(linkId, link) };
}

function without(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  next.delete(id);
  return next;
}

/** Folds a stream as the store hands it out: older shapes upcast, other features' events skipped. */
export function evolveStored(state: JobState, stored: StoredJobEvent): JobState {
  const event = upcastJobEvent(stored);
  if (event?.type === 'JobCreated') return created(event.data, stored.metadata?.companyId ?? null);
  return event ? evolve(state, event) : state;
}
