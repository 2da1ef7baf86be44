import type {
  AnswerValue,
  AttachmentAdded,
  JobCreated,
  JobEvent,
  JobProgress,
  ShareLinkCreated,
} from '@job-intake/contracts/jobs/job-events';
import type { JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import {
  JOB_STATUS_LABELS,
  isEditable,
  type JobStatus,
} from '@job-intake/contracts/jobs/job-status';
import { SHARE_LINK_LABEL_MAX_LENGTH } from '@job-intake/contracts/jobs/jobs-api';
import type { Decider } from '../../event-sourcing/command-handling';
import { DomainError } from '../../shared/domain-error';
import { upcastJobEvent, type StoredJobEvent } from './job-event-upcasting';

/** The job as its decisions need it: a pure fold of its stream. */
export interface ExistingJob {
  readonly exists: true;
  readonly id: string;
  readonly uuid: string;
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
  readonly links: ReadonlySet<string>;
}

export type JobState = { readonly exists: false } | ExistingJob;

export const initialJobState: JobState = { exists: false };

export type JobCommand =
  /** Save & Send creates the job and its first share link in one append. */
  | { type: 'CreateJob'; data: JobCreated['data']; shareLink?: ShareLinkCreated['data'] }
  | {
      type: 'UpdateSettings';
      data: { changes: Partial<JobSettingsValues>; location_desc?: string | null };
    }
  | { type: 'SubmitCustomerValues'; data: { values: Partial<JobSettingsValues> } }
  | {
      type: 'AcceptCustomerValue';
      data: { field: keyof JobSettingsValues; location_desc?: string | null };
    }
  | { type: 'SaveAnswers'; data: { answers: Record<string, AnswerValue>; progress: JobProgress } }
  | { type: 'Finalize'; data: Record<string, never> }
  | { type: 'Reopen'; data: Record<string, never> }
  | { type: 'Import'; data: { service: string; direct_no: string; imported_by: string } }
  | { type: 'Archive'; data: { automatic: boolean } }
  | { type: 'Delete'; data: Record<string, never> }
  | { type: 'AddNote'; data: { noteId: string; description: string } }
  | { type: 'DeleteNote'; data: { noteId: string } }
  /** One upload: every file is recorded, or none. */
  | { type: 'AddAttachments'; data: { attachments: AttachmentAdded['data'][] } }
  | { type: 'RemoveAttachment'; data: { attachmentId: string } }
  | { type: 'CreateShareLink'; data: ShareLinkCreated['data'] };

export function decide(command: JobCommand, state: JobState): JobEvent[] {
  if (command.type === 'CreateJob') return create(command.data, command.shareLink, state);
  const job = requireJob(state);
  switch (command.type) {
    case 'UpdateSettings':
      return updateSettings(requireEditable(job), command.data);
    case 'SubmitCustomerValues':
      requireEditable(job);
      return [
        { type: 'CustomerValuesSubmitted', data: { values: validSettings(command.data.values) } },
      ];
    case 'AcceptCustomerValue':
      return acceptCustomerValue(requireEditable(job), command.data);
    case 'SaveAnswers':
      return saveAnswers(requireEditable(job), command.data);
    case 'Finalize':
      return finalize(job);
    case 'Reopen':
      requireStatus(job, ['pending'], 'Only a job in Review can be re-opened.');
      return [{ type: 'JobReopened', data: {} }];
    case 'Import':
      requireStatus(job, ['pending'], 'Only a job in Review can be sent to the provider.');
      return [{ type: 'JobImported', data: command.data }];
    case 'Archive':
      return archive(job, command.data.automatic);
    case 'Delete':
      requireStatus(job, ['open', 'pending'], 'Only open jobs and jobs in Review can be deleted.');
      return [{ type: 'JobDeleted', data: {} }];
    case 'AddNote':
      return addNote(job, command.data);
    case 'DeleteNote':
      if (!job.notes.has(command.data.noteId)) throw new DomainError('not_found', 'Note not found');
      if (job.status === 'deleted')
        throw new DomainError('conflict', 'Notes of a deleted job cannot be changed.');
      return [{ type: 'NoteDeleted', data: command.data }];
    case 'AddAttachments':
      requireEditable(job);
      if (command.data.attachments.length === 0)
        throw new DomainError('invalid', 'Send at least one file.');
      return command.data.attachments.map((data) => ({ type: 'AttachmentAdded', data }));
    case 'RemoveAttachment':
      requireEditable(job);
      if (!job.attachments.has(command.data.attachmentId))
        throw new DomainError('not_found', 'Attachment not found');
      return [{ type: 'AttachmentRemoved', data: command.data }];
    case 'CreateShareLink':
      requireEditable(job);
      return [{ type: 'ShareLinkCreated', data: validShareLink(command.data) }];
  }
}

export function evolve(state: JobState, event: JobEvent): JobState {
  if (event.type === 'JobCreated') return created(event.data);
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
    case 'ShareLinkCreated':
      return { ...state, links: new Set([...state.links, event.data.linkId]) };
    default:
      return state;
  }
}

function created(data: JobCreated['data']): ExistingJob {
  return {
    exists: true,
    id: data.jobId,
    uuid: data.uuid,
    status: 'open',
    form_id: data.form_id,
    form_version_id: data.form_version_id,
    settings: data.settings,
    user_submitted: {},
    answers: {},
    progress: data.progress,
    notes: new Set(),
    attachments: new Set(),
    links: new Set(),
  };
}

function create(
  data: JobCreated['data'],
  shareLink: ShareLinkCreated['data'] | undefined,
  state: JobState,
): JobEvent[] {
  if (state.exists) throw new DomainError('conflict', 'This job already exists.');
  const events: JobEvent[] = [
    {
      type: 'JobCreated',
      data: { ...data, settings: { ...data.settings, name: requireName(data.settings.name) } },
    },
  ];
  if (shareLink) events.push({ type: 'ShareLinkCreated', data: validShareLink(shareLink) });
  return events;
}

function updateSettings(
  job: ExistingJob,
  data: { changes: Partial<JobSettingsValues>; location_desc?: string | null },
): JobEvent[] {
  const changes = changed(job.settings, validSettings(data.changes));
  if (Object.keys(changes).length === 0) return [];
  const located = 'location' in changes ? { location_desc: data.location_desc ?? null } : {};
  return [{ type: 'JobSettingsUpdated', data: { changes, ...located } }];
}

function acceptCustomerValue(
  job: ExistingJob,
  data: { field: keyof JobSettingsValues; location_desc?: string | null },
): JobEvent[] {
  if (!(data.field in job.user_submitted)) {
    throw new DomainError('conflict', 'There is no customer value for this field to accept.');
  }
  const located = data.field === 'location' ? { location_desc: data.location_desc ?? null } : {};
  return [{ type: 'CustomerValueAccepted', data: { field: data.field, ...located } }];
}

function validShareLink(data: ShareLinkCreated['data']): ShareLinkCreated['data'] {
  const label = data.label.trim();
  if (!label) throw new DomainError('invalid', 'label should not be empty');
  if (label.length > SHARE_LINK_LABEL_MAX_LENGTH) {
    throw new DomainError(
      'invalid',
      `label must be at most ${SHARE_LINK_LABEL_MAX_LENGTH} characters`,
    );
  }
  return { ...data, label };
}

function saveAnswers(
  job: ExistingJob,
  data: { answers: Record<string, AnswerValue>; progress: JobProgress },
): JobEvent[] {
  const answers = Object.fromEntries(
    Object.entries(data.answers).filter(
      ([fieldId, value]) => !sameValue(job.answers[fieldId] ?? null, value),
    ),
  );
  const progressChanged =
    data.progress.percent !== job.progress.percent ||
    data.progress.remaining !== job.progress.remaining;
  if (Object.keys(answers).length === 0 && !progressChanged) return [];
  return [{ type: 'AnswersSaved', data: { answers, progress: data.progress } }];
}

function finalize(job: ExistingJob): JobEvent[] {
  requireStatus(job, ['open'], 'Only an open job can be finalized for review.');
  if (job.progress.percent < 100) {
    throw new DomainError(
      'conflict',
      `The job cannot be finalized until every required field is filled in (${job.progress.remaining} remaining).`,
    );
  }
  return [{ type: 'JobFinalized', data: {} }];
}

function archive(job: ExistingJob, automatic: boolean): JobEvent[] {
  if (automatic)
    requireStatus(job, ['submitted'], 'Only submitted jobs are archived automatically.');
  else
    requireStatus(job, ['open', 'pending'], 'Only open jobs and jobs in Review can be archived.');
  return [{ type: 'JobArchived', data: { automatic } }];
}

function addNote(job: ExistingJob, data: { noteId: string; description: string }): JobEvent[] {
  if (job.status === 'deleted')
    throw new DomainError('conflict', 'Notes cannot be added to a deleted job.');
  const description = data.description.trim();
  if (!description) throw new DomainError('invalid', 'description should not be empty');
  return [{ type: 'NoteAdded', data: { noteId: data.noteId, description } }];
}

function requireJob(state: JobState): ExistingJob {
  if (!state.exists) throw new DomainError('not_found', 'Job not found');
  return state;
}

function requireEditable(job: ExistingJob): ExistingJob {
  if (!isEditable(job.status)) {
    throw new DomainError(
      'conflict',
      `This job is ${JOB_STATUS_LABELS[job.status]} and can no longer be edited.`,
    );
  }
  return job;
}

function requireStatus(job: ExistingJob, allowed: readonly JobStatus[], message: string): void {
  if (!allowed.includes(job.status)) throw new DomainError('conflict', message);
}

function requireName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new DomainError('invalid', 'name should not be empty');
  return trimmed;
}

function validSettings(values: Partial<JobSettingsValues>): Partial<JobSettingsValues> {
  return values.name === undefined ? values : { ...values, name: requireName(values.name) };
}

function changed(
  current: JobSettingsValues,
  proposed: Partial<JobSettingsValues>,
): Partial<JobSettingsValues> {
  return Object.fromEntries(
    Object.entries(proposed).filter(
      ([key, value]) => current[key as keyof JobSettingsValues] !== value,
    ),
  ) as Partial<JobSettingsValues>;
}

function sameValue(a: AnswerValue, b: AnswerValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function without(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  next.delete(id);
  return next;
}

/** Folds a stream as the store hands it out: older shapes upcast, other features' events skipped. */
export function evolveStored(state: JobState, stored: StoredJobEvent): JobState {
  const event = upcastJobEvent(stored);
  return event ? evolve(state, event) : state;
}

/** For handleCommand, which folds the recorded events it reads. */
export const jobDecider: Decider<JobCommand, JobState, JobEvent> = {
  decide,
  evolve: (state, event) => evolveStored(state, event),
  initialState: initialJobState,
};
