import { Inject, Injectable } from '@nestjs/common';
import {
  JOB_EVENT_SCHEMA_VERSION,
  jobStreamId,
  type JobEvent,
} from '@job-intake/contracts/jobs/job-events';
import { handleCommand, type HandledCommand } from '../../event-sourcing/command-handling';
import {
  EVENT_STORE,
  type EventMetadata,
  type EventStore,
} from '../../event-store/event-store.port';
import { ReadModels } from '../../projections/projections.module';
import { DomainError } from '../../shared/domain-error';
import { jobDecider, type JobCommand } from '../domain/job.decider';

export const JOB_NOT_FOUND = 'Job not found';

/**
 * Runs job commands the one way: read the stream, fold, decide, append with the revision read
 * (retried once), then wait until the read models show the result. A job of another company is
 * answered exactly like one that does not exist.
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
    command: Extract<JobCommand, { type: 'CreateJob' }>,
    metadata: EventMetadata,
  ): Promise<HandledCommand<JobEvent>> {
    return this.handle(jobId, command, metadata, undefined);
  }

  /** A command on an existing job of the company; a stale expected revision is a 409. */
  async run(
    jobId: string,
    companyId: string,
    command: JobCommand,
    metadata: EventMetadata,
    expectedRevision?: number,
  ): Promise<HandledCommand<JobEvent>> {
    await this.requireCompanyJob(jobId, companyId);
    return this.handle(jobId, command, metadata, expectedRevision);
  }

  /** Whether the job's stream exists (of any company). */
  async exists(jobId: string): Promise<boolean> {
    return (await this.store.readStream(jobStreamId(jobId), { maxCount: 1 })).length > 0;
  }

  async requireCompanyJob(jobId: string, companyId: string): Promise<void> {
    const [first] = await this.store.readStream(jobStreamId(jobId), { maxCount: 1 });
    if (!first || first.metadata.companyId !== companyId) {
      throw new DomainError('not_found', JOB_NOT_FOUND);
    }
  }

  private async handle(
    jobId: string,
    command: JobCommand,
    metadata: EventMetadata,
    expectedRevision: number | undefined,
  ): Promise<HandledCommand<JobEvent>> {
    const handled = await handleCommand(this.store, jobStreamId(jobId), jobDecider, command, {
      metadata,
      schemaVersions: JOB_EVENT_SCHEMA_VERSION,
      ...(expectedRevision === undefined ? {} : { expectedRevision }),
    });
    await this.readModels.caughtUpWith(handled.position);
    return handled;
  }
}
