import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { requireEditable, type JobCore, type RecordedFacts } from '../job-core';
import { concernDecider, type JobConcern } from '../job-concern';
import { shareLinksConcern, type ShareLinksState } from '../share-links/share-links.decider';
import { dueRemindersOf, type ReminderSettings } from './email-reminders';
import {
  recordEmailResult,
  requestEmail,
  resendEmail,
  setEmailOptOut,
  type EmailResultData,
  type RequestEmailData,
  type ResendEmailData,
} from './email.decisions';

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

export interface EmailRequestsState {
  /** The e-mail requests, by e-mail id. */
  readonly emails: ReadonlyMap<string, EmailState>;
}

/** The job as the requests' decisions read it: each request has a share link of its own. */
export type EmailRequestsJob = JobCore & ShareLinksState & EmailRequestsState;

export type EmailRequestsCommand =
  | { type: 'RequestEmail'; data: RequestEmailData }
  | { type: 'ResendEmail'; data: ResendEmailData }
  | {
      type: 'SetEmailOptOut';
      data: { emailId: string; opt_out: boolean; by: 'staff' | 'recipient' };
    }
  /** The reminder run: what is due for one request at `now` (email-reminders.ts), recorded once. */
  | { type: 'RemindEmail'; data: { emailId: string; config: ReminderSettings; now: Date } }
  /** The outbox reports how an e-mail of a request went. */
  | { type: 'RecordEmailResult'; data: EmailResultData };

/** Staff ask for a job's data by e-mail: the request, its reminders, expiry and results. */
export const emailRequestsConcern: JobConcern<
  EmailRequestsCommand,
  EmailRequestsState,
  ShareLinksState
> = {
  commands: new Set([
    'RequestEmail',
    'ResendEmail',
    'SetEmailOptOut',
    'RemindEmail',
    'RecordEmailResult',
  ]),
  reads: [shareLinksConcern],
  initialState: { emails: new Map() },
  evolve: evolveEmails,
  decide(command, job) {
    switch (command.type) {
      case 'RequestEmail':
        requireEditable(job);
        return requestEmail(command.data);
      case 'ResendEmail':
        return resendEmail(requireEditable(job), command.data);
      case 'SetEmailOptOut':
        return setEmailOptOut(job, command.data);
      case 'RemindEmail':
        return dueRemindersOf(job, command.data.emailId, command.data.config, command.data.now);
      case 'RecordEmailResult':
        return recordEmailResult(job, command.data);
    }
  },
};

export const emailRequestsDecider = concernDecider(emailRequestsConcern);

function evolveEmails<S extends EmailRequestsState>(
  state: S,
  event: JobEvent,
  { id, occurredAt }: RecordedFacts,
): S {
  switch (event.type) {
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

function withEmail<S extends EmailRequestsState>(
  state: S,
  emailId: string,
  change: (email: EmailState) => Partial<EmailState>,
): S {
  const email = state.emails.get(emailId);
  if (!email) return state;
  return { ...state, emails: new Map(state.emails).set(emailId, { ...email, ...change(email) }) };
}
