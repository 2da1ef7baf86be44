import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import type {
  AnswerValue,
  JobCreated,
  JobEvent,
  JobProgress,
} from '@job-intake/contracts/jobs/job-events';
import type { JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import {
  JOB_STATUS_LABELS,
  isEditable,
  type JobStatus,
} from '@job-intake/contracts/jobs/job-status';
import { isSingleLine, singleLineMessage } from '@job-intake/contracts/text/single-line';
import { DomainError } from '../../shared/domain-error';
import { upcastJobEvent, type StoredJobEvent } from './job-event-upcasting';

/**
 * The job's core, which every concern's decisions may read: that it exists and whose it is, its
 * lifecycle status, its pinned form, its settings and answers.
 */
export interface JobCore {
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
}

/** The pinned form version, for the fields mapped to settings (null: the job has none). */
export type WithForm = { readonly form?: FormSnapshot | null };

export type CoreState = { readonly exists: false } | JobCore;

/** What the store says about an event besides its type and data (none for one just decided). */
export interface RecordedFacts {
  readonly id: string | null;
  readonly occurredAt: string | null;
  /** The event's index in its stream (handleCommand's revision). */
  readonly revision: number | null;
}

/** An event as a fold reads it: upcast to today's shape (null: not a job event), with its facts. */
export function readStored(stored: StoredJobEvent): {
  event: JobEvent | null;
  facts: RecordedFacts;
  companyId: string | null;
} {
  return {
    event: upcastJobEvent(stored),
    facts: {
      id: stored.id ?? null,
      occurredAt: stored.metadata?.occurredAt ?? null,
      revision: stored.revision ?? null,
    },
    companyId: stored.metadata?.companyId ?? null,
  };
}

/** The core after one event; a JobCreated starts it (the company from the stored metadata). */
export function evolveCore<S extends CoreState>(
  state: S,
  event: JobEvent,
  companyId: string | null = null,
): S | JobCore {
  if (event.type === 'JobCreated') return created(event.data, companyId);
  if (!state.exists) return state;
  const job: JobCore = state as JobCore;
  switch (event.type) {
    case 'JobSettingsUpdated':
      return { ...state, settings: { ...job.settings, ...event.data.changes } };
    case 'CustomerValuesSubmitted':
      return { ...state, user_submitted: { ...job.user_submitted, ...event.data.values } };
    case 'CustomerValuesCleared':
      return { ...state, user_submitted: withoutFields(job.user_submitted, event.data.fields) };
    case 'CustomerValueAccepted': {
      const { [event.data.field]: accepted, ...rest } = job.user_submitted;
      return {
        ...state,
        settings: { ...job.settings, [event.data.field]: accepted },
        user_submitted: rest,
      };
    }
    case 'AnswersSaved':
      return {
        ...state,
        answers: { ...job.answers, ...event.data.answers },
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
    default:
      return state;
  }
}

function created(data: JobCreated['data'], companyId: string | null): JobCore {
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
  };
}

function withoutFields(
  values: Partial<JobSettingsValues>,
  fields: readonly (keyof JobSettingsValues)[],
): Partial<JobSettingsValues> {
  return Object.fromEntries(
    Object.entries(values).filter(([field]) => !fields.includes(field as keyof JobSettingsValues)),
  );
}

export function requireEditable<J extends JobCore>(job: J): J {
  if (!isEditable(job.status)) {
    throw new DomainError(
      'conflict',
      `This job is ${JOB_STATUS_LABELS[job.status]} and can no longer be edited.`,
    );
  }
  return job;
}

export function requireStatus(job: JobCore, allowed: readonly JobStatus[], message: string): void {
  if (!allowed.includes(job.status)) throw new DomainError('conflict', message);
}

/** A job's name, from staff, the public form or a guest's mapped answer: one line, not blank. */
export function requireName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new DomainError('invalid', 'name should not be empty');
  if (!isSingleLine(trimmed)) throw new DomainError('invalid', singleLineMessage('name'));
  return trimmed;
}

export function validSettings(values: Partial<JobSettingsValues>): Partial<JobSettingsValues> {
  return values.name === undefined ? values : { ...values, name: requireName(values.name) };
}
