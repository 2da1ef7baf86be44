import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { attachmentsConcern, type AttachmentsState } from './attachments/attachments.decider';
import { coreConcern } from './core/core.decider';
import {
  emailRequestsConcern,
  type EmailRequestsState,
} from './email-requests/email-requests.decider';
import type { AnswerChangesState } from './guest-answers/answer-changes';
import { guestAnswersConcern } from './guest-answers/guest-answers.decider';
import { readStored, type JobCore, type RecordedFacts } from './job-core';
import { foldOf, slicesOf } from './job-concern';
import type { StoredJobEvent } from './job-event-upcasting';
import { notesConcern, type NotesState } from './notes/notes.decider';
import {
  providerImportConcern,
  type ProviderImportState,
} from './provider-import/provider-import.decider';
import { recordsConcern, type RecordsState } from './records/records.decider';
import { shareLinksConcern, type ShareLinksState } from './share-links/share-links.decider';

/** The job as its decisions need it: a pure fold of its stream, the core and every concern's slice. */
export type ExistingJob = JobCore &
  NotesState &
  AttachmentsState &
  ShareLinksState &
  EmailRequestsState &
  ProviderImportState &
  RecordsState &
  AnswerChangesState;

export type JobState = { readonly exists: false } | ExistingJob;

export const initialJobState: JobState = { exists: false };

/** The concerns composed into the job (each in its folder with its own decider and spec). */
export const CONCERNS = [
  coreConcern,
  notesConcern,
  attachmentsConcern,
  shareLinksConcern,
  guestAnswersConcern,
  emailRequestsConcern,
  providerImportConcern,
  recordsConcern,
] as const;

/** Every slice once, whatever the concerns read of each other's. */
const foldJob = foldOf(slicesOf(CONCERNS));

const NO_FACTS: RecordedFacts = { id: null, occurredAt: null, revision: null };

/** The job after an event just decided (no store facts: no company, ids or times). */
export function evolve(state: JobState, event: JobEvent): JobState {
  return foldJob(state, event, NO_FACTS, null);
}

/** Folds a stream as the store hands it out: older shapes upcast, other features' events skipped. */
export function evolveStored(state: JobState, stored: StoredJobEvent): JobState {
  const { event, facts, companyId } = readStored(stored);
  return event ? foldJob(state, event, facts, companyId) : state;
}
