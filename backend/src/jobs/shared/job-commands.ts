import { Inject, Injectable } from '@nestjs/common';
import {
  JOB_EVENT_SCHEMA_VERSION,
  jobStreamId,
  type JobEvent,
} from '@job-intake/contracts/jobs/job-events';
import {
  handleCommand,
  handleCommandsOnStreams,
  readStreamState,
  type Decider,
  type HandledCommand,
  type StreamRead,
} from '../../event-sourcing/command-handling';
import { EVENT_STORE, type EventMetadata } from '../../event-store/event-store.port';
import type { AppendingEventStore } from '../../event-store/event-store-append.port';
import { ReadModels } from '../../projections/projections.module';
import type { CoreState, JobCore } from '../domain/job-core';
import {
  deciderFor,
  jobDecider,
  requireJob,
  type CreateJob,
  type ExistingJobCommand,
} from '../domain/job.decider';
import type { JobState } from '../domain/job.state';
import {
  concernDecider,
  type ConcernState,
  type JobConcern,
  type OnJob,
} from '../domain/job-concern';
import {
  recordsDecider,
  type RecordsCommand,
  type RecordsState,
} from '../domain/records/records.decider';

/**
 * A command made from the job just read (and its stream's revision then), loading what the
 * decision needs from outside the stream (the pinned form, a provider's label), and decided by its
 * concern's decider (fromJob): the fold covers the job's core and the slices that concern reads
 * only. It is made again when a concurrent write makes the command run a second time.
 */
export interface CommandFromJob<TCommand extends ExistingJobCommand, TState extends CoreState> {
  readonly decider: Decider<OnJob<TCommand>, TState, JobEvent>;
  readonly make: MakeCommand<TCommand, Extract<TState, { exists: true }>>;
}

/** How a command is made from the job just read and the revision of its stream's last event. */
type MakeCommand<TCommand, TJob> = (job: TJob, revision: number) => TCommand | Promise<TCommand>;

/** The command on the job, or how to make it from the job just read. */
export type JobCommandSource = ExistingJobCommand | CommandFromJob<ExistingJobCommand, CoreState>;

/** A command of this concern, made from the job as that concern's decider folds it. */
export function fromJob<TCommand extends ExistingJobCommand, TSlice, TRead>(
  concern: JobConcern<TCommand, TSlice, TRead>,
  make: MakeCommand<TCommand, JobCore & TRead & TSlice>,
): CommandFromJob<TCommand, ConcernState<TRead & TSlice>> {
  return { decider: concernDecider(concern), make };
}

/** One read of a job's stream, folded by a concern's decider (see JobCommandRunner.read). */
export interface JobRead<
  TCommand extends ExistingJobCommand = ExistingJobCommand,
  TState extends CoreState = CoreState,
> extends StreamRead<TState> {
  readonly jobId: string;
  readonly decider: Decider<OnJob<TCommand>, TState, JobEvent>;
}

/** A record of a batch (one per job), of a process that names the company. */
export interface JobRecordOnJob {
  readonly jobId: string;
  readonly companyId: string;
  readonly command: RecordsCommand;
  readonly metadata: EventMetadata;
}

export interface RunOptions {
  /** The revision the caller last saw; a stale one is a 409. */
  readonly expectedRevision?: number;
  /** Ids of the events the command records, when the caller names them (see CommandContext). */
  readonly eventIds?: readonly string[];
}

/**
 * Runs job commands the one way: read the stream once, fold, decide, append with the revision
 * read (retried once). A job of another company is answered exactly like one that does not exist
 * (the decider checks it). Without Nest, for the batch runs (archive, reminders, e-mail results,
 * export History) and the command-line tools, which wait for the read models once at the end.
 */
@Injectable()
export class JobCommandRunner {
  constructor(@Inject(EVENT_STORE) private readonly store: AppendingEventStore) {}

  /** Creates a job (its stream must not exist yet). */
  create(
    jobId: string,
    command: CreateJob,
    metadata: EventMetadata,
  ): Promise<HandledCommand<JobEvent, JobState>> {
    return handleCommand(this.store, jobStreamId(jobId), jobDecider, command, {
      metadata,
      schemaVersions: JOB_EVENT_SCHEMA_VERSION,
    });
  }

  /**
   * A command on an existing job of the company (null: a system process that knows the job by
   * its id only), decided by its concern's decider, which folds the job's core and the slices the
   * concern reads only: the state it returns has those. A command given as such names its concern
   * by its type; a command made from the job names it beside the source (fromJob).
   */
  run(
    jobId: string,
    companyId: string | null,
    command: ExistingJobCommand,
    metadata: EventMetadata,
    options?: RunOptions,
  ): Promise<HandledCommand<JobEvent, CoreState>>;
  run<TCommand extends ExistingJobCommand, TState extends CoreState>(
    jobId: string,
    companyId: string | null,
    command: CommandFromJob<TCommand, TState>,
    metadata: EventMetadata,
    options?: RunOptions,
  ): Promise<HandledCommand<JobEvent, TState>>;
  run(
    jobId: string,
    companyId: string | null,
    command: JobCommandSource,
    metadata: EventMetadata,
    options?: RunOptions,
  ): Promise<HandledCommand<JobEvent, CoreState>>;
  run(
    jobId: string,
    companyId: string | null,
    command: JobCommandSource,
    metadata: EventMetadata,
    options?: RunOptions,
  ): Promise<HandledCommand<JobEvent, CoreState>> {
    const { decider, make } = fromJobOrAsSuch(command);
    return handleCommand(
      this.store,
      jobStreamId(jobId),
      decider,
      ofCompany<ExistingJobCommand, CoreState>(companyId, make),
      {
        metadata,
        schemaVersions: JOB_EVENT_SCHEMA_VERSION,
        ...options,
      },
    );
  }

  /**
   * The job's stream, read once and folded by the concern's decider, for a step that looks at the
   * job before its command: it gathers what the decision needs from outside the stream, then runs
   * the concern's command on this read (runOnRead), so the stream is not read again.
   */
  async read<TCommand extends ExistingJobCommand, TSlice, TRead>(
    jobId: string,
    concern: JobConcern<TCommand, TSlice, TRead>,
  ): Promise<JobRead<TCommand, ConcernState<TRead & TSlice>>> {
    const decider = concernDecider(concern);
    return { jobId, decider, ...(await readStreamState(this.store, jobStreamId(jobId), decider)) };
  }

  /**
   * A command of the read's concern decided on the job as `read` left it and appended at that
   * revision; the stream is read again only when another writer got in between (then decided once
   * more, as run does).
   */
  runOnRead<TCommand extends ExistingJobCommand, TState extends CoreState>(
    read: JobRead<TCommand, TState>,
    companyId: string | null,
    command: TCommand,
    metadata: EventMetadata,
  ): Promise<HandledCommand<JobEvent, TState>> {
    return handleCommand(
      this.store,
      jobStreamId(read.jobId),
      read.decider,
      ofCompany(companyId, () => command),
      { metadata, schemaVersions: JOB_EVENT_SCHEMA_VERSION },
      read,
    );
  }

  /**
   * A record (an export's) on each job, read in one batch, decided one by one by the records'
   * own decider (the job's core and its records only) and appended together
   * (handleCommandsOnStreams).
   */
  runOnEach(
    commands: readonly JobRecordOnJob[],
  ): Promise<HandledCommand<JobEvent, ConcernState<RecordsState>>[]> {
    return handleCommandsOnStreams(
      this.store,
      recordsDecider,
      commands.map(({ jobId, companyId, command, metadata }) => ({
        streamId: jobStreamId(jobId),
        command: { ...command, companyId },
        context: { metadata, schemaVersions: JOB_EVENT_SCHEMA_VERSION },
      })),
    );
  }

  /** Whether the job's stream exists (of any company). */
  async exists(jobId: string): Promise<boolean> {
    return (await this.store.readStream(jobStreamId(jobId), { maxCount: 1 })).length > 0;
  }
}

/** A command given as such is decided by the concern its type names. */
function fromJobOrAsSuch(command: JobCommandSource): CommandFromJob<ExistingJobCommand, CoreState> {
  return 'make' in command ? command : { decider: deciderFor(command), make: () => command };
}

/** The command made on the job just read, checked to be the company's. */
function ofCompany<TCommand extends ExistingJobCommand, TState extends CoreState>(
  companyId: string | null,
  make: MakeCommand<TCommand, Extract<TState, { exists: true }>>,
) {
  return async (state: TState, revision: number): Promise<OnJob<TCommand>> => {
    const made = await make(requireJob(state, companyId ?? undefined), revision);
    return companyId === null ? made : { ...made, companyId };
  };
}

/**
 * JobCommandRunner for requests: a command's response waits until the read models show it, so
 * the client reads its own write.
 */
@Injectable()
export class JobCommands {
  constructor(
    private readonly runner: JobCommandRunner,
    private readonly readModels: ReadModels,
  ) {}

  /** Creates a job (its stream must not exist yet). */
  async create(
    jobId: string,
    command: CreateJob,
    metadata: EventMetadata,
  ): Promise<HandledCommand<JobEvent, JobState>> {
    return this.caughtUp(await this.runner.create(jobId, command, metadata));
  }

  /**
   * A command on an existing job of the company; a stale expected revision is a 409. The state it
   * returns is the job's core and the command's concern's slices (see JobCommandRunner.run).
   */
  run(
    jobId: string,
    companyId: string,
    command: ExistingJobCommand,
    metadata: EventMetadata,
    expectedRevision?: number,
  ): Promise<HandledCommand<JobEvent, CoreState>>;
  run<TCommand extends ExistingJobCommand, TState extends CoreState>(
    jobId: string,
    companyId: string,
    command: CommandFromJob<TCommand, TState>,
    metadata: EventMetadata,
    expectedRevision?: number,
  ): Promise<HandledCommand<JobEvent, TState>>;
  async run(
    jobId: string,
    companyId: string,
    command: JobCommandSource,
    metadata: EventMetadata,
    expectedRevision?: number,
  ): Promise<HandledCommand<JobEvent, CoreState>> {
    const options = expectedRevision === undefined ? {} : { expectedRevision };
    return this.caughtUp(await this.runner.run(jobId, companyId, command, metadata, options));
  }

  /** The job's stream, read and folded once by the concern's decider (see JobCommandRunner.read). */
  read<TCommand extends ExistingJobCommand, TSlice, TRead>(
    jobId: string,
    concern: JobConcern<TCommand, TSlice, TRead>,
  ): Promise<JobRead<TCommand, ConcernState<TRead & TSlice>>> {
    return this.runner.read(jobId, concern);
  }

  /** A command decided on the job as `read` left it (see JobCommandRunner.runOnRead). */
  async runOnRead<TCommand extends ExistingJobCommand, TState extends CoreState>(
    read: JobRead<TCommand, TState>,
    companyId: string,
    command: TCommand,
    metadata: EventMetadata,
  ): Promise<HandledCommand<JobEvent, TState>> {
    return this.caughtUp(await this.runner.runOnRead(read, companyId, command, metadata));
  }

  /** Whether the job's stream exists (of any company). */
  exists(jobId: string): Promise<boolean> {
    return this.runner.exists(jobId);
  }

  private async caughtUp<T extends { position: HandledCommand<JobEvent>['position'] }>(
    handled: T,
  ): Promise<T> {
    await this.readModels.caughtUpWith(handled.position);
    return handled;
  }
}
