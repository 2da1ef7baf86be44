import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { attachmentsConcern, type AttachmentsState } from './attachments/attachments.decider';
import { evolveCore, readStored, type JobCore, type RecordedFacts } from './job-core';
import type { StoredJobEvent } from './job-event-upcasting';
import { notesConcern, type NotesState } from './notes/notes.decider';
import {
  providerImportConcern,
  type ProviderImportState,
} from './provider-import/provider-import.decider';
import { recordsConcern, type RecordsState } from './records/records.decider';
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
  /** Ids of its recorded EmailSent and EmailFailed events (one per outbox e-mail). */
  readonly results: ReadonlySet<string>;
}

/** Share links and e-mail requests, decided by job.decider.ts itself. */
interface LinksAndEmailsState {
  /** The share links, by link id. */
  readonly links: ReadonlyMap<string, ShareLinkState>;
  /** The e-mail requests, by e-mail id. */
  readonly emails: ReadonlyMap<string, EmailState>;
}

/** The job as its decisions need it: a pure fold of its stream, the core and every concern's slice. */
export type ExistingJob = JobCore &
  NotesState &
  AttachmentsState &
  ProviderImportState &
  RecordsState &
  LinksAndEmailsState;

export type JobState = { readonly exists: false } | ExistingJob;

export const initialJobState: JobState = { exists: false };

/** The concerns composed into the job (each in its folder with its own decider and spec). */
const CONCERNS: readonly {
  readonly initialState: object;
  evolve(job: ExistingJob, event: JobEvent, facts: RecordedFacts): ExistingJob;
}[] = [notesConcern, attachmentsConcern, providerImportConcern, recordsConcern];

const INITIAL_SLICES = Object.assign(
  { links: new Map(), emails: new Map() },
  ...CONCERNS.map((concern) => concern.initialState),
) as Omit<ExistingJob, keyof JobCore>;

const NO_FACTS: RecordedFacts = { id: null, occurredAt: null };

/** The job after an event just decided (no store facts: no company, ids or times). */
export function evolve(state: JobState, event: JobEvent): JobState {
  return evolveWith(state, event, NO_FACTS, null);
}

/** Folds a stream as the store hands it out: older shapes upcast, other features' events skipped. */
export function evolveStored(state: JobState, stored: StoredJobEvent): JobState {
  const { event, facts, companyId } = readStored(stored);
  return event ? evolveWith(state, event, facts, companyId) : state;
}

function evolveWith(
  state: JobState,
  event: JobEvent,
  facts: RecordedFacts,
  companyId: string | null,
): JobState {
  const core = evolveCore(state, event, companyId);
  if (!core.exists) return core;
  let job = (event.type === 'JobCreated' ? { ...core, ...INITIAL_SLICES } : core) as ExistingJob;
  for (const concern of CONCERNS) job = concern.evolve(job, event, facts);
  return evolveLinksAndEmails(job, event, facts);
}

function evolveLinksAndEmails(
  state: ExistingJob,
  event: JobEvent,
  { id, occurredAt }: RecordedFacts,
): ExistingJob {
  switch (event.type) {
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
        requestedAt: occurredAt,
        expiresAt: expires_at,
        remindersDue: new Set(),
        results: new Set(),
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
    case 'EmailSent':
    case 'EmailFailed':
      return id === null
        ? state
        : withEmail(state, event.data.emailId, (email) => ({
            results: new Set(email.results).add(id),
          }));
    default:
      return state;
  }
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
