import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import type { Decider } from '../../event-sourcing/command-handling';
import { DomainError } from '../../shared/domain-error';
import { evolveCore, readStored, type JobCore, type RecordedFacts } from './job-core';

export const JOB_NOT_FOUND = 'Job not found';

/**
 * One concern of the job (its notes, its attachments, its provider import...): the slice of the
 * job's state its decisions read, how its events change that slice, and what its commands decide
 * on the job's core (lifecycle, settings, answers) and that slice. job.decider.ts composes the
 * concerns into the job's decider, as emmett composes deciders; concernDecider gives one concern a
 * decider of its own that folds the core and its slice only.
 */
export interface JobConcern<TCommand extends { type: string }, TSlice> {
  /** The command types the concern decides. */
  readonly commands: ReadonlySet<TCommand['type']>;
  /** The slice of a job just created. */
  readonly initialState: TSlice;
  /** The slice after one of the job's events (other concerns' events leave it as it was). */
  evolve<S extends TSlice>(state: S, event: JobEvent, facts: RecordedFacts): S;
  decide(command: TCommand, job: JobCore & TSlice): JobEvent[];
}

/** A command on a job; with companyId, a job of another company is not found. */
export type OnJob<TCommand> = TCommand & { companyId?: string };

export type ConcernState<TSlice> = { readonly exists: false } | (JobCore & TSlice);

/** The job, if it exists and belongs to the company (when one is named); 404 otherwise. */
export function requireJob<S extends { readonly exists: boolean }>(
  state: S,
  companyId?: string,
): Extract<S, { exists: true }> {
  const job = state as unknown as { exists: boolean; company_id: string | null };
  if (!job.exists || (companyId !== undefined && job.company_id !== companyId))
    throw new DomainError('not_found', JOB_NOT_FOUND);
  return state as Extract<S, { exists: true }>;
}

/** A concern's own decider: folds the job's core and the concern's slice, nothing else. */
export function concernDecider<TCommand extends { type: string }, TSlice>(
  concern: JobConcern<TCommand, TSlice>,
): Decider<OnJob<TCommand>, ConcernState<TSlice>, JobEvent> {
  return {
    initialState: { exists: false },
    // handleCommand hands the recorded events (with their id and metadata) as they were stored.
    evolve: (state, stored) => {
      const { event, facts, companyId } = readStored(stored);
      if (!event) return state;
      const core = evolveCore(state, event, companyId);
      if (!core.exists) return core;
      const fresh = event.type === 'JobCreated' ? { ...core, ...concern.initialState } : core;
      return concern.evolve(fresh as JobCore & TSlice, event, facts);
    },
    decide: (command, state) => concern.decide(command, requireJob(state, command.companyId)),
  };
}

/** The set without one id (a removed note, file...). */
export function without(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  next.delete(id);
  return next;
}
