import type { AddressValue } from '@job-intake/contracts/job-form/address';
import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import type { JobCreated, JobEvent, ShareLinkCreated } from '@job-intake/contracts/jobs/job-events';
import type { Decider } from '../../event-sourcing/command-handling';
import { DomainError } from '../../shared/domain-error';
import type { AttachmentsCommand } from './attachments/attachments.decider';
import type { CoreCommand } from './core/core.decider';
import type { EmailRequestsCommand } from './email-requests/email-requests.decider';
import type { GuestAnswersCommand } from './guest-answers/guest-answers.decider';
import { firstAnswers } from './job-answers.decisions';
import { requireName } from './job-core';
import type { CoreState } from './job-core';
import { concernDecider, isRecordOnly, requireJob, type JobConcern } from './job-concern';
import { CONCERNS, evolveStored, initialJobState, type JobState } from './job.state';
import type { NotesCommand } from './notes/notes.decider';
import type { ProviderImportCommand } from './provider-import/provider-import.decider';
import { submitPublicJob, type PublicSubmission } from './public-job.decisions';
import type { RecordsCommand } from './records/records.decider';
import { validShareLink } from './share-links/share-link.decisions';
import type { ShareLinksCommand } from './share-links/share-links.decider';

/** The job's decider answers for the job: "Job not found" for a missing one or another company's. */
export { JOB_NOT_FOUND, requireJob } from './job-concern';
export { UUID_MISMATCH } from './core/core.decider';

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

/** A command on an existing job, decided by its concern (each in its folder, with its spec). */
export type ConcernCommand =
  | CoreCommand
  | NotesCommand
  | AttachmentsCommand
  | ShareLinksCommand
  | GuestAnswersCommand
  | EmailRequestsCommand
  | ProviderImportCommand
  | RecordsCommand;

/** A command on an existing job; with companyId, a job of another company is not found. */
export type ExistingJobCommand = { companyId?: string } & ConcernCommand;

export type JobCommand = CreateJob | ExistingJobCommand;

/** Each concern decides its own commands. */
const CONCERN_OF = new Map(
  CONCERNS.flatMap((concern) =>
    [...(concern.commands as ReadonlySet<string>)].map((type) => [type, concern] as const),
  ),
);

export function decide(command: JobCommand, state: JobState): JobEvent[] {
  if (command.type === 'CreateJob') return create(command, state);
  return concernOf(command).decide(command as never, requireJob(state, command.companyId));
}

/** The concern that decides this command. */
export function concernOf(command: ExistingJobCommand): (typeof CONCERNS)[number] {
  return CONCERN_OF.get(command.type)!;
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

/**
 * The decider of the command's concern: it folds the job's core and the slices the concern reads
 * only (an AddNote folds the core and the notes), which is all its decision needs.
 */
export function deciderFor(
  command: ExistingJobCommand,
): Decider<ExistingJobCommand, CoreState, JobEvent> {
  return concernDecider(concernOf(command) as JobConcern<ExistingJobCommand, unknown, unknown>);
}

/** For handleCommand, which folds the recorded events it reads. */
export const jobDecider: Decider<JobCommand, JobState, JobEvent> = {
  decide,
  evolve: (state, event) => evolveStored(state, event),
  initialState: initialJobState,
  isRecordOnly,
};
