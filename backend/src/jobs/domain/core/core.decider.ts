import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import type { JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import { DomainError } from '../../../shared/domain-error';
import type { AttachmentsState } from '../attachments/attachments.decider';
import {
  answersOfSettings,
  changedSettings,
  saveAnswers,
  type SaveAnswersData,
} from '../job-answers.decisions';
import {
  requireEditable,
  requireStatus,
  validSettings,
  type JobCore,
  type WithForm,
} from '../job-core';
import { concernDecider, type JobConcern } from '../job-concern';
import {
  providerImportConcern,
  requireNoImportRunning,
  type ProviderImportState,
} from '../provider-import/provider-import.decider';

export const UUID_MISMATCH = "uuid must be the job's uuid";

export type CoreCommand =
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
  | { type: 'Delete'; data: Record<string, never> };

/**
 * The job's core (job-core.ts folds it for every concern): its lifecycle, settings, customer
 * values and answers. It has no slice of its own; it reads the provider import's, as a job
 * cannot leave Review while the provider has not answered.
 */
export const coreConcern: JobConcern<CoreCommand, object, ProviderImportState & AttachmentsState> =
  {
    commands: new Set([
      'UpdateSettings',
      'SubmitCustomerValues',
      'AcceptCustomerValue',
      'ClearCustomerValues',
      'SaveAnswers',
      'Finalize',
      'Reopen',
      'Archive',
      'Delete',
    ]),
    reads: [providerImportConcern],
    initialState: {},
    evolve: (state) => state,
    decide,
  };

export const coreDecider = concernDecider(coreConcern);

function decide(command: CoreCommand, job: JobCore & ProviderImportState): JobEvent[] {
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
  }
}

function updateSettings(
  job: JobCore,
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
  job: JobCore,
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

function clearCustomerValues(job: JobCore): JobEvent[] {
  const fields = Object.keys(job.user_submitted) as (keyof JobSettingsValues)[];
  if (fields.length === 0)
    throw new DomainError('conflict', 'There are no customer values to clear.');
  return [{ type: 'CustomerValuesCleared', data: { fields } }];
}

function finalize(job: JobCore, uuid: string | undefined): JobEvent[] {
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

function archive(job: JobCore, automatic: boolean): JobEvent[] {
  if (automatic)
    requireStatus(job, ['submitted'], 'Only submitted jobs are archived automatically.');
  else
    requireStatus(job, ['open', 'pending'], 'Only open jobs and jobs in Review can be archived.');
  return [{ type: 'JobArchived', data: { automatic } }];
}
