import { Inject, Injectable } from '@nestjs/common';
import {
  JOB_EVENT_SCHEMA_VERSION,
  jobStreamId,
  type JobEvent,
} from '@job-intake/contracts/jobs/job-events';
import {
  handleCommand,
  readStreamState,
  type CommandSource,
  type HandledCommand,
  type StreamRead,
} from '../../event-sourcing/command-handling';
import {
  EVENT_STORE,
  type EventMetadata,
  type EventStore,
} from '../../event-store/event-store.port';
import { ReadModels } from '../../projections/projections.module';
import {
  jobDecider,
  requireJob,
  type CreateJob,
  type ExistingJobCommand,
  type JobCommand,
} from '../domain/job.decider';
import type { ExistingJob, JobState } from '../domain/job.state';

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

/**
 * Runs job commands the one way: read the stream once, fold, decide, append with the revision
 * read (retried once), then wait until the read models show the result. A job of another company
 * is answered exactly like one that does not exist (the decider checks it).
 */
@Injectable()
export class JobCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly readModels: ReadModels,
  ) {}

  /** Creates a job (its stream must not exist yet). */
  create(
    jobId: string,
    command: CreateJob,
    metadata: EventMetadata,
  ): Promise<HandledCommand<JobEvent, JobState>> {
    return this.handle(jobId, command, metadata);
  }

  /** A command on an existing job of the company; a stale expected revision is a 409. */
  run(
    jobId: string,
    companyId: string,
    command: JobCommandSource,
    metadata: EventMetadata,
    expectedRevision?: number,
  ): Promise<HandledCommand<JobEvent, JobState>> {
    return this.handle(jobId, ofCompany(companyId, command), metadata, { expectedRevision });
  }

  /**
   * The job's stream, read and folded once, for a step that looks at the job before its command:
   * it gathers what the decision needs from outside the stream, then runs the command with
   * runOnRead, so the stream is not read again.
   */
  async read(jobId: string): Promise<JobRead> {
    return { jobId, ...(await readStreamState(this.store, jobStreamId(jobId), jobDecider)) };
  }

  /**
   * A command decided on the job as `read` left it and appended at that revision; the stream is
   * read again only when another writer got in between (then decided once more, as run does).
   */
  runOnRead(
    read: JobRead,
    companyId: string,
    command: ExistingJobCommand,
    metadata: EventMetadata,
  ): Promise<HandledCommand<JobEvent, JobState>> {
    return this.handle(read.jobId, ofCompany(companyId, command), metadata, { read });
  }

  /** Whether the job's stream exists (of any company). */
  async exists(jobId: string): Promise<boolean> {
    return (await this.store.readStream(jobStreamId(jobId), { maxCount: 1 })).length > 0;
  }

  private async handle(
    jobId: string,
    command: CommandSource<JobCommand, JobState>,
    metadata: EventMetadata,
    { expectedRevision, read }: { expectedRevision?: number; read?: JobRead } = {},
  ): Promise<HandledCommand<JobEvent, JobState>> {
    const context = {
      metadata,
      schemaVersions: JOB_EVENT_SCHEMA_VERSION,
      ...(expectedRevision === undefined ? {} : { expectedRevision }),
    };
    const streamId = jobStreamId(jobId);
    const handled = await handleCommand(this.store, streamId, jobDecider, command, context, read);
    await this.readModels.caughtUpWith(handled.position);
    return handled;
  }
}

/** The command for the company's job: a job of another company is answered like a missing one. */
function ofCompany(
  companyId: string,
  command: JobCommandSource,
): (state: JobState) => Promise<JobCommand> {
  return async (state) => {
    const job = requireJob(state, companyId);
    const made = typeof command === 'function' ? await command(job) : command;
    return { ...made, companyId };
  };
}
