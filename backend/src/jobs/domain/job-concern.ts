import { JOB_RECORD_ONLY_EVENTS, type JobEvent } from '@job-intake/contracts/jobs/job-events';
import type { Decider } from '../../event-sourcing/command-handling';
import { DomainError } from '../../shared/domain-error';
import {
  evolveCore,
  readStored,
  type CoreState,
  type JobCore,
  type RecordedFacts,
} from './job-core';

export const JOB_NOT_FOUND = 'Job not found';

/**
 * One concern of the job (its notes, its attachments, its provider import...): the slice of the
 * job's state its decisions read, how its events change that slice, and what its commands decide
 * on the job's core (lifecycle, settings, answers), that slice and the slices of the concerns it
 * reads. job.decider.ts composes the concerns into the job's decider, as emmett composes deciders;
 * concernDecider gives one concern a decider of its own that folds the core and the slices it
 * needs only.
 */
export interface JobConcern<TCommand extends { type: string }, TSlice, TRead = unknown> {
  /** The command types the concern decides. */
  readonly commands: ReadonlySet<TCommand['type']>;
  /** The concerns whose slices (TRead) its decisions read besides its own. */
  readonly reads?: readonly SliceFold<TRead>[];
  /** The slice of a job just created. */
  readonly initialState: TSlice;
  /** The slice after one of the job's events (other concerns' events leave it as it was). */
  evolve<S extends TSlice>(state: S, event: JobEvent, facts: RecordedFacts): S;
  decide(command: TCommand, job: JobCore & TRead & TSlice): JobEvent[];
}

/**
 * What a fold needs of a concern: its slice as created, its evolve (of a job that has its slice,
 * TSlice) and the slices it reads.
 */
export interface SliceFold<TSlice = never> {
  readonly initialState: object;
  readonly reads?: readonly SliceFold[];
  evolve<S extends TSlice>(job: S, event: JobEvent, facts: RecordedFacts): S;
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

/**
 * The slices to fold for these concerns, each once: the slices a concern reads before its own
 * (the composed job's fold and a concern's own decider both evolve every slice once per event).
 */
export function slicesOf(concerns: readonly SliceFold[]): SliceFold[] {
  const folded: SliceFold[] = [];
  const add = (concern: SliceFold): void => {
    if (folded.includes(concern)) return;
    concern.reads?.forEach(add);
    folded.push(concern);
  };
  concerns.forEach(add);
  return folded;
}

/** The job's fold over these slices: its core, then each slice (all of them start at JobCreated). */
export function foldOf(slices: readonly SliceFold[]) {
  const initialSlices = Object.assign({}, ...slices.map((slice) => slice.initialState)) as object;
  return <S extends { readonly exists: boolean }>(
    state: S,
    event: JobEvent,
    facts: RecordedFacts,
    companyId: string | null,
  ): S => {
    const core = evolveCore(state as unknown as CoreState, event, companyId);
    if (!core.exists) return core as unknown as S;
    const job = event.type === 'JobCreated' ? { ...core, ...initialSlices } : core;
    // Every slice was added at JobCreated, so each evolve finds the job with its slice.
    return slices.reduce(
      (next, slice) => slice.evolve(next as never, event, facts),
      job,
    ) as unknown as S;
  };
}

/** Events that record something done with the job (a view, an export), not to it. */
export const isRecordOnly = (event: { type: string }): boolean =>
  JOB_RECORD_ONLY_EVENTS.has(event.type as JobEvent['type']);

/** Each concern's decider, made once (the runner asks for one per command). */
const CONCERN_DECIDERS = new WeakMap<object, unknown>();

/** A concern's own decider: folds the job's core, the slices the concern reads and its own. */
export function concernDecider<TCommand extends { type: string }, TSlice, TRead>(
  concern: JobConcern<TCommand, TSlice, TRead>,
): Decider<OnJob<TCommand>, ConcernState<TRead & TSlice>, JobEvent> {
  type Made = Decider<OnJob<TCommand>, ConcernState<TRead & TSlice>, JobEvent>;
  const made = CONCERN_DECIDERS.get(concern) as Made | undefined;
  if (made) return made;
  const fold = foldOf(slicesOf([concern as SliceFold]));
  const decider: Made = {
    initialState: { exists: false },
    // handleCommand hands the recorded events (with their id and metadata) as they were stored.
    evolve: (state, stored) => {
      const { event, facts, companyId } = readStored(stored);
      return event ? fold(state, event, facts, companyId) : state;
    },
    decide: (command, state) => concern.decide(command, requireJob(state, command.companyId)),
    isRecordOnly,
  };
  CONCERN_DECIDERS.set(concern, decider);
  return decider;
}

/** The set without one id (a removed note, file...). */
export function without(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  next.delete(id);
  return next;
}
