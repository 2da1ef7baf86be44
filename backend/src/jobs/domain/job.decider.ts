import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import type { AddressValue } from '@job-intake/contracts/job-form/address';
import {
  JOB_RECORD_ONLY_EVENTS,
  type JobCreated,
  type JobEvent,
  type ShareLinkCreated,
} from '@job-intake/contracts/jobs/job-events';
import type { JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import { isSingleLine, singleLineMessage } from '@job-intake/contracts/text/single-line';
import type { Decider } from '../../event-sourcing/command-handling';
import { DomainError } from '../../shared/domain-error';
import {
  answersOfSettings,
  changedSettings,
  firstAnswers,
  saveAnswers,
  type SaveAnswersData,
} from './job-answers.decisions';
import {
  recordEmailResult,
  requestEmail,
  resendEmail,
  setEmailOptOut,
  type EmailResultData,
  type RequestEmailData,
  type ResendEmailData,
} from './email.decisions';
import { dueRemindersOf, type ReminderSettings } from './email-reminders';
import { evolveStored, initialJobState, type ExistingJob, type JobState } from './job.state';
import { attachmentsConcern, type AttachmentsCommand } from './attachments/attachments.decider';
import { requireEditable, requireStatus } from './job-core';
import { requireJob, type JobConcern } from './job-concern';
import { notesConcern, type NotesCommand } from './notes/notes.decider';
import {
  providerImportConcern,
  requireNoImportRunning,
  type ProviderImportCommand,
} from './provider-import/provider-import.decider';
import { submitPublicJob, type PublicSubmission } from './public-job.decisions';
import { recordsConcern, type RecordsCommand } from './records/records.decider';
import {
  createShareLink,
  saveGuestAnswers,
  setShareLinkStatus,
  validShareLink,
  type GuestSave,
} from './share-link.decisions';

/** The job's decider answers for the job: "Job not found" for a missing one or another company's. */
export { JOB_NOT_FOUND, requireJob } from './job-concern';
export const UUID_MISMATCH = "uuid must be the job's uuid";

/** The pinned form version, for the fields mapped to settings (null: the job has none). */
type WithForm = { readonly form?: FormSnapshot | null };

export type CreateJob = {
  type: 'CreateJob';
  data: JobCreated['data'];
  /** The pinned form version: its mapped fields and customer address get their first answers. */
  form?: FormSnapshot;
  /** The chosen customer preset's address. */
  customerAddress?: AddressValue | null;
  /** Save & Send creates the job and its first share link in one append. */
  shareLink?: ShareLinkCreated['data'];
  /** The public form (POST /new): the guest's answers and files, then Submit Form, in one append. */
  publicSubmission?: PublicSubmission;
};

/** A command on an existing job; with companyId, a job of another company is not found. */
export type ExistingJobCommand = { companyId?: string } & (
  | {
      type: 'UpdateSettings';
      data: { changes: Partial<JobSettingsValues>; location_desc?: string | null } & WithForm;
    }
  | { type: 'SubmitCustomerValues'; data: { values: Partial<JobSettingsValues> } }
  | {
      type: 'AcceptCustomerValue';
      data: { field: keyof JobSettingsValues; location_desc?: string | null } & WithForm;
    }
  /** Staff set aside everything the customer proposed (History: clear_user_input). */
  | { type: 'ClearCustomerValues'; data: Record<string, never> }
  | { type: 'SaveAnswers'; data: SaveAnswersData }
  /** With uuid: it must be the job's (the client names the job it finalizes twice). */
  | { type: 'Finalize'; data: { uuid?: string } }
  | { type: 'Reopen'; data: Record<string, never> }
  | { type: 'Archive'; data: { automatic: boolean } }
  | { type: 'Delete'; data: Record<string, never> }
  | { type: 'CreateShareLink'; data: ShareLinkCreated['data'] & WithForm }
  | { type: 'SetShareLinkStatus'; data: { linkId: string; status: 'open' | 'closed' } }
  /** A guest's draft or Submit Form through a share link (no companyId: the link names the job). */
  | { type: 'SaveGuestAnswers'; data: GuestSave }
  /** The reminder run: what is due for one request at `now` (email-reminders.ts), recorded once. */
  | { type: 'RemindEmail'; data: { emailId: string; config: ReminderSettings; now: Date } }
  /** E-mail requests (email.decisions.ts). */
  | { type: 'RequestEmail'; data: RequestEmailData }
  | { type: 'ResendEmail'; data: ResendEmailData }
  | {
      type: 'SetEmailOptOut';
      data: { emailId: string; opt_out: boolean; by: 'staff' | 'recipient' };
    }
  /** The outbox reports how an e-mail of a request went (email.decisions.ts). */
  | { type: 'RecordEmailResult'; data: EmailResultData }
  /** The concerns in their folders (each with its own decider and spec). */
  | NotesCommand
  | AttachmentsCommand
  | ProviderImportCommand
  | RecordsCommand
);

export type JobCommand = CreateJob | ExistingJobCommand;

export function decide(command: JobCommand, state: JobState): JobEvent[] {
  if (command.type === 'CreateJob') return create(command, state);
  const job = requireJob(state, command.companyId);
  if (isFor(notesConcern, command)) return notesConcern.decide(command, job);
  if (isFor(attachmentsConcern, command)) return attachmentsConcern.decide(command, job);
  if (isFor(providerImportConcern, command)) return providerImportConcern.decide(command, job);
  if (isFor(recordsConcern, command)) return recordsConcern.decide(command, job);
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
    case 'ClearCustomerValues':
      return clearCustomerValues(requireEditable(job));
    case 'SaveAnswers':
      return saveAnswers(requireEditable(job), command.data);
    case 'Finalize':
      return finalize(job, command.data.uuid);
    case 'Reopen':
      requireStatus(
        requireNoImportRunning(job),
        ['pending'],
        'Only a job in Review can be re-opened.',
      );
      return [{ type: 'JobReopened', data: {} }];
    case 'Archive':
      return archive(job, command.data.automatic);
    case 'Delete':
      requireStatus(
        requireNoImportRunning(job),
        ['open', 'pending'],
        'Only open jobs and jobs in Review can be deleted.',
      );
      return [{ type: 'JobDeleted', data: {} }];
    case 'CreateShareLink': {
      requireEditable(job);
      const { form, ...link } = command.data;
      return createShareLink(link, form);
    }
    case 'SetShareLinkStatus':
      return setShareLinkStatus(requireEditable(job), command.data);
    case 'SaveGuestAnswers':
      return saveGuestAnswers(job, command.data);
    case 'RemindEmail':
      return dueRemindersOf(job, command.data.emailId, command.data.config, command.data.now);
    case 'RequestEmail':
      requireEditable(job);
      return requestEmail(command.data);
    case 'ResendEmail':
      return resendEmail(requireEditable(job), command.data);
    case 'SetEmailOptOut':
      return setEmailOptOut(job, command.data);
    case 'RecordEmailResult':
      return recordEmailResult(job, command.data);
  }
}

function create(
  { data, form, customerAddress, shareLink, publicSubmission }: CreateJob,
  state: JobState,
): JobEvent[] {
  if (state.exists) throw new DomainError('conflict', 'This job already exists.');
  const settings = { ...data.settings, name: requireName(data.settings.name) };
  const events: JobEvent[] = [{ type: 'JobCreated', data: { ...data, settings } }];
  if (form) events.push(...firstAnswers(form, settings, customerAddress ?? null));
  if (shareLink) events.push({ type: 'ShareLinkCreated', data: validShareLink(shareLink, form) });
  if (publicSubmission) events.push(...submitPublicJob(events, form, publicSubmission));
  return events;
}

function updateSettings(
  job: ExistingJob,
  data: { changes: Partial<JobSettingsValues>; location_desc?: string | null } & WithForm,
): JobEvent[] {
  const changes = changedSettings(job.settings, validSettings(data.changes));
  if (Object.keys(changes).length === 0) return [];
  const located = 'location' in changes ? { location_desc: data.location_desc ?? null } : {};
  return [
    { type: 'JobSettingsUpdated', data: { changes, ...located } },
    ...answersOfSettings(job, data.form ?? null, changes),
  ];
}

function acceptCustomerValue(
  job: ExistingJob,
  data: { field: keyof JobSettingsValues; location_desc?: string | null } & WithForm,
): JobEvent[] {
  if (!(data.field in job.user_submitted)) {
    throw new DomainError('conflict', 'There is no customer value for this field to accept.');
  }
  const located = data.field === 'location' ? { location_desc: data.location_desc ?? null } : {};
  const accepted = { [data.field]: job.user_submitted[data.field] };
  return [
    { type: 'CustomerValueAccepted', data: { field: data.field, ...located } },
    ...answersOfSettings(job, data.form ?? null, accepted),
  ];
}

function clearCustomerValues(job: ExistingJob): JobEvent[] {
  const fields = Object.keys(job.user_submitted) as (keyof JobSettingsValues)[];
  if (fields.length === 0)
    throw new DomainError('conflict', 'There are no customer values to clear.');
  return [{ type: 'CustomerValuesCleared', data: { fields } }];
}

function finalize(job: ExistingJob, uuid: string | undefined): JobEvent[] {
  if (uuid !== undefined && uuid !== job.uuid) throw new DomainError('invalid', UUID_MISMATCH);
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

/** A job's name, from staff, the public form or a guest's mapped answer: one line, not blank. */
function requireName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new DomainError('invalid', 'name should not be empty');
  if (!isSingleLine(trimmed)) throw new DomainError('invalid', singleLineMessage('name'));
  return trimmed;
}

function validSettings(values: Partial<JobSettingsValues>): Partial<JobSettingsValues> {
  return values.name === undefined ? values : { ...values, name: requireName(values.name) };
}

function isFor<TCommand extends { type: string }, TSlice>(
  concern: JobConcern<TCommand, TSlice>,
  command: { type: string },
): command is TCommand {
  return (concern.commands as ReadonlySet<string>).has(command.type);
}

/** For handleCommand, which folds the recorded events it reads. */
export const jobDecider: Decider<JobCommand, JobState, JobEvent> = {
  decide,
  evolve: (state, event) => evolveStored(state, event),
  initialState: initialJobState,
  isRecordOnly: (event) => JOB_RECORD_ONLY_EVENTS.has(event.type as JobEvent['type']),
};
