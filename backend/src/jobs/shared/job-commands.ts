import { Inject, Injectable } from '@nestjs/common';
import {
  JOB_EVENT_SCHEMA_VERSION,
  jobStreamId,
  type JobEvent,
} from '@job-intake/contracts/jobs/job-events';
import {
  handleCommand,
  type CommandSource,
  type HandledCommand,
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
    return this.handle(jobId, command, metadata, undefined);
  }

  /** A command on an existing job of the company; a stale expected revision is a 409. */
  run(
    jobId: string,
    companyId: string,
    command: JobCommandSource,
    metadata: EventMetadata,
    expectedRevision?: number,
  ): Promise<HandledCommand<JobEvent, JobState>> {
    const ofCompany = async (state: JobState): Promise<JobCommand> => {
      const job = requireJob(state, companyId);
      const made = typeof command === 'function' ? await command(job) : command;
      return { ...made, companyId };
    };
    return this.handle(jobId, ofCompany, metadata, expectedRevision);
  }

  /** Whether the job's stream exists (of any company). */
  async exists(jobId: string): Promise<boolean> {
    return (await this.store.readStream(jobStreamId(jobId), { maxCount: 1 })).length > 0;
  }

  private async handle(
    jobId: string,
    command: CommandSource<JobCommand, JobState>,
    metadata: EventMetadata,
    expectedRevision: number | undefined,
  ): Promise<HandledCommand<JobEvent, JobState>> {
    const handled = await handleCommand(this.store, jobStreamId(jobId), jobDecider, command, {
      metadata,
      schemaVersions: JOB_EVENT_SCHEMA_VERSION,
      ...(expectedRevision === undefined ? {} : { expectedRevision }),
    });
    await this.readModels.caughtUpWith(handled.position);
    return handled;
  }
}
