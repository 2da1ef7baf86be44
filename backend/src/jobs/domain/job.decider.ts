import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import type { JobStatus } from '@job-intake/contracts/jobs/job-status';
import { DomainError } from '../../shared/domain-error';

/** The job's state as far as its decisions need it: a pure fold of its stream. */
export type JobState =
  | { readonly exists: false }
  | {
      readonly exists: true;
      readonly id: string;
      readonly name: string;
      readonly status: JobStatus;
    };

export const initialJobState: JobState = { exists: false };

export type JobCommand =
  | { type: 'CreateJob'; data: { jobId: string; name: string } }
  | { type: 'RenameJob'; data: { jobId: string; name: string } };

export function evolve(state: JobState, event: JobEvent): JobState {
  switch (event.type) {
    case 'JobCreated':
      return { exists: true, id: event.data.jobId, name: event.data.name, status: 'open' };
    case 'JobRenamed':
      return state.exists ? { ...state, name: event.data.name } : state;
  }
}

export function decide(command: JobCommand, state: JobState): JobEvent[] {
  switch (command.type) {
    case 'CreateJob':
      if (state.exists) throw new DomainError('conflict', 'This job already exists.');
      return [
        {
          type: 'JobCreated',
          data: { jobId: command.data.jobId, name: requireName(command.data.name) },
        },
      ];
    case 'RenameJob': {
      const job = requireEditable(state);
      const name = requireName(command.data.name);
      return name === job.name ? [] : [{ type: 'JobRenamed', data: { jobId: job.id, name } }];
    }
  }
}

const EDITABLE: readonly JobStatus[] = ['open', 'pending'];

function requireEditable(state: JobState) {
  if (!state.exists) throw new DomainError('not_found', 'Job not found');
  if (!EDITABLE.includes(state.status)) {
    throw new DomainError('conflict', `This job is ${state.status} and can no longer be edited.`);
  }
  return state;
}

function requireName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new DomainError('invalid', 'name should not be empty');
  return trimmed;
}

export const jobDecider = { decide, evolve, initialState: initialJobState };
