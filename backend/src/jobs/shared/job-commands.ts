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
import type { CoreState } from '../domain/job-core';
import {
  deciderFor,
  jobDecider,
  requireJob,
  type CreateJob,
  type ExistingJobCommand,
} from '../domain/job.decider';
import type { ExistingJob, JobState } from '../domain/job.state';
import type { ConcernState } from '../domain/job-concern';
import {
  recordsDecider,
  type RecordsCommand,
  type RecordsState,
} from '../domain/records/records.decider';

/**
 * The command on the job, or how to make it from the job just read (loading what the decision
 * needs from outside the stream: the pinned form, a provider's label). It is made again when a
 * concurrent write makes the command run a second time.
 */
export type JobCommandSource =
  ExistingJobCommand | ((job: ExistingJob) => ExistingJobCommand | Promise<ExistingJobCommand>);

/** One read of a job's stream, folded by the job's decider. */
export interface JobRead extends StreamRead<JobState> {
  readonly jobId: string;
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
  /** The job as the caller read it (see read): decided on it, read again only after a conflict. */
  readonly read?: JobRead;
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
   * its id only). A command given as such is decided by its concern's decider, which folds the
   * job's core and the slices the concern reads only: the state it returns has those. A command
   * made from the job, or run on a read, is decided on the whole job.
   */
  run(
    jobId: string,
    companyId: string | null,
    command: ExistingJobCommand,
    metadata: EventMetadata,
    options?: RunOptions,
  ): Promise<HandledCommand<JobEvent, CoreState>>;
  run(
    jobId: string,
    companyId: string | null,
    command: JobCommandSource,
    metadata: EventMetadata,
    options?: RunOptions,
  ): Promise<HandledCommand<JobEvent, JobState>>;
  run(
    jobId: string,
    companyId: string | null,
    command: JobCommandSource,
    metadata: EventMetadata,
    { read, ...options }: RunOptions = {},
  ): Promise<HandledCommand<JobEvent, CoreState>> {
    const decider: Decider<ExistingJobCommand, CoreState, JobEvent> =
      read || typeof command === 'function' ? jobDecider : deciderFor(command);
    return handleCommand(
      this.store,
      jobStreamId(jobId),
      decider,
      ofCompany(companyId, command),
      { metadata, schemaVersions: JOB_EVENT_SCHEMA_VERSION, ...options },
      read,
    );
  }

  /**
   * The job's stream, read and folded once, for a step that looks at the job before its command:
   * it gathers what the decision needs from outside the stream, then runs the command on this
   * read (runOnRead), so the stream is not read again.
   */
  async read(jobId: string): Promise<JobRead> {
    return { jobId, ...(await readStreamState(this.store, jobStreamId(jobId), jobDecider)) };
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

/** The command made on the job just read, checked to be the company's. */
function ofCompany<S extends CoreState>(companyId: string | null, command: JobCommandSource) {
  return async (state: S): Promise<ExistingJobCommand> => {
    const job = requireJob(state, companyId ?? undefined);
    // A command made from the job is decided on the whole job (see run).
    const made =
      typeof command === 'function' ? await command(job as unknown as ExistingJob) : command;
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
   * returns is the whole job's for a command made from the job, the core and the command's
   * concern's otherwise (see JobCommandRunner.run).
   */
  run(
    jobId: string,
    companyId: string,
    command: ExistingJobCommand,
    metadata: EventMetadata,
    expectedRevision?: number,
  ): Promise<HandledCommand<JobEvent, CoreState>>;
  run(
    jobId: string,
    companyId: string,
    command: JobCommandSource,
    metadata: EventMetadata,
    expectedRevision?: number,
  ): Promise<HandledCommand<JobEvent, JobState>>;
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

  /** The job's stream, read and folded once (see JobCommandRunner.read). */
  read(jobId: string): Promise<JobRead> {
    return this.runner.read(jobId);
  }

  /**
   * A command decided on the job as `read` left it and appended at that revision; the stream is
   * read again only when another writer got in between (then decided once more, as run does).
   */
  async runOnRead(
    read: JobRead,
    companyId: string,
    command: ExistingJobCommand,
    metadata: EventMetadata,
  ): Promise<HandledCommand<JobEvent, CoreState>> {
    return this.caughtUp(await this.runner.run(read.jobId, companyId, command, metadata, { read }));
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
