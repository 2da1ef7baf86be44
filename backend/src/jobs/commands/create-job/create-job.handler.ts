import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { JOB_EVENT_SCHEMA_VERSION, jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { handleCommand } from '../../../event-sourcing/command-handling';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port';
import { ReadModels } from '../../../projections/projections.module';
import { jobDecider } from '../../domain/job.decider';
import { CreateJobCommand } from './create-job.command';

@CommandHandler(CreateJobCommand)
export class CreateJobHandler implements ICommandHandler<CreateJobCommand, string> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly readModels: ReadModels,
  ) {}

  async execute({ jobId, name, metadata }: CreateJobCommand): Promise<string> {
    const handled = await handleCommand(
      this.store,
      jobStreamId(jobId),
      jobDecider,
      { type: 'CreateJob', data: { jobId, name } },
      { metadata, schemaVersions: JOB_EVENT_SCHEMA_VERSION },
    );
    await this.readModels.caughtUpWith(handled.position);
    return jobId;
  }
}
