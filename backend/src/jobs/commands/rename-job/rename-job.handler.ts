import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { JOB_EVENT_SCHEMA_VERSION, jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { handleCommand } from '../../../event-sourcing/command-handling';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port';
import { ReadModels } from '../../../projections/projections.module';
import { DomainError } from '../../../shared/domain-error';
import { jobDecider } from '../../domain/job.decider';
import { RenameJobCommand } from './rename-job.command';

@CommandHandler(RenameJobCommand)
export class RenameJobHandler implements ICommandHandler<RenameJobCommand, number> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly readModels: ReadModels,
  ) {}

  /** Returns the job's revision after the rename. */
  async execute(command: RenameJobCommand): Promise<number> {
    const streamId = jobStreamId(command.jobId);
    await this.requireSameCompany(streamId, command.companyId);
    const handled = await handleCommand(
      this.store,
      streamId,
      jobDecider,
      { type: 'RenameJob', data: { jobId: command.jobId, name: command.name } },
      {
        metadata: command.metadata,
        expectedRevision: command.expectedRevision,
        schemaVersions: JOB_EVENT_SCHEMA_VERSION,
      },
    );
    await this.readModels.caughtUpWith(handled.position);
    return handled.revision;
  }

  /** Another company's job is answered exactly like a job that does not exist. */
  private async requireSameCompany(streamId: string, companyId: string): Promise<void> {
    const [first] = await this.store.readStream(streamId, { maxCount: 1 });
    if (!first || first.metadata.companyId !== companyId)
      throw new DomainError('not_found', 'Job not found');
  }
}
