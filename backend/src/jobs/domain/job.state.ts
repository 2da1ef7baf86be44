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

/** An e-mail request as the job's decisions need it. */
export interface EmailState {
  readonly linkId: string;
  readonly opt_out: boolean;
  readonly expired: boolean;
  /** When it was requested (its event's occurredAt); null when folded without metadata. */
  readonly requestedAt: string | null;
  /** When it expires (request + the company's request_expires days when it was sent). */
  readonly expiresAt: string;
  /** The reminders already found due, as `${kind}:${number}`. */
  readonly remindersDue: ReadonlySet<string>;
}

/** An import sent to the provider and not yet answered (at most one at a time). */
export interface ImportState {
  readonly importId: string;
  readonly service: string;
  readonly requested_by_name: string;
}

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
  /** The e-mail requests, by e-mail id. */
  readonly emails: ReadonlyMap<string, EmailState>;
  /** The import awaiting the provider's answer, or null. */
  readonly importing: ImportState | null;
  /** When each staff user last viewed the job (its JobViewed's occurredAt; null without metadata). */
  readonly views: ReadonlyMap<string, string | null>;
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
    case 'CustomerValuesCleared':
      return { ...state, user_submitted: withoutFields(state.user_submitted, event.data.fields) };
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
    case 'JobImportRequested': {
      const { importId, payload, requested_by_name } = event.data;
      return { ...state, importing: { importId, service: payload.service, requested_by_name } };
    }
    case 'JobImported':
      return { ...state, status: 'submitted', importing: null };
    case 'JobImportFailed':
      return { ...state, importing: null };
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
    case 'EmailRequested': {
      const { emailId, linkId, opt_out, expires_at } = event.data;
      const email: EmailState = {
        linkId,
        opt_out,
        expired: false,
        requestedAt: null,
        expiresAt: expires_at,
        remindersDue: new Set(),
      };
      return { ...state, emails: new Map(state.emails).set(emailId, email) };
    }
    case 'EmailReminderDue':
      return withEmail(state, event.data.emailId, (email) => ({
        remindersDue: new Set(email.remindersDue).add(`${event.data.kind}:${event.data.number}`),
      }));
    case 'EmailOptOutChanged':
      return withEmail(state, event.data.emailId, () => ({ opt_out: event.data.opt_out }));
    case 'EmailExpired':
      return withEmail(state, event.data.emailId, () => ({ expired: true }));
    case 'EmailResent': {
      const { emailId, expires_at } = event.data;
      return expires_at
        ? withEmail(state, emailId, () => ({ expired: false, expiresAt: expires_at }))
        : state;
    }
    case 'JobViewed':
      return { ...state, views: new Map(state.views).set(event.data.user_id, null) };
    case 'EmailSent':
    case 'EmailFailed':
    case 'JobExported':
      return state;
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
    emails: new Map(),
    importing: null,
    views: new Map(),
  };
}

function withEmail(
  state: ExistingJob,
  emailId: string,
  change: (email: EmailState) => Partial<EmailState>,
): ExistingJob {
  const email = state.emails.get(emailId);
  if (!email) return state;
  return { ...state, emails: new Map(state.emails).set(emailId, { ...email, ...change(email) }) };
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

function withoutFields(
  values: Partial<JobSettingsValues>,
  fields: readonly (keyof JobSettingsValues)[],
): Partial<JobSettingsValues> {
  return Object.fromEntries(
    Object.entries(values).filter(([field]) => !fields.includes(field as keyof JobSettingsValues)),
  );
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
  const next = event ? evolve(state, event) : state;
  if (!next.exists) return next;
  const occurredAt = stored.metadata?.occurredAt ?? null;
  if (event?.type === 'JobViewed')
    return { ...next, views: new Map(next.views).set(event.data.user_id, occurredAt) };
  if (event?.type !== 'EmailRequested') return next;
  return withEmail(next, event.data.emailId, () => ({ requestedAt: occurredAt }));
}
