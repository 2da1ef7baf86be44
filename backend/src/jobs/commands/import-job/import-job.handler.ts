import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { ImportJobResponse } from '@job-intake/contracts/jobs/job-import-api';
import { DomainError } from '../../../shared/domain-error';
import { requireJob } from '../../domain/job.decider';
import { providerImportConcern } from '../../domain/provider-import/provider-import.decider';
import { ImportOutcomes } from '../../shared/import-outcomes';
import { ImportPayloads } from '../../shared/import-payloads';
import { Importers } from '../../shared/importers';
import { JobCommands } from '../../shared/job-commands';
import { ImportJobCommand } from './import-job.command';

/**
 * A reviewer sends a pending job to the provider (docs/decisions/0025): the request with its
 * payload is recorded on the job's stream (the decider refuses a second one and a payload the
 * pre-send check finds wrong), the import processor calls the provider, and the answer here waits
 * for its outcome: the provider's directNo, its refusal as a 400, or null when it is still asked.
 * The job's stream is read once: what the payload is made of outside it (the pinned form, the
 * parcel's owner) is gathered for that read before the command, which is decided on it.
 */
@CommandHandler(ImportJobCommand)
export class ImportJobHandler implements ICommandHandler<
  ImportJobCommand,
  ImportJobResponse | null
> {
  constructor(
    private readonly jobs: JobCommands,
    private readonly importers: Importers,
    private readonly payloads: ImportPayloads,
    private readonly outcomes: ImportOutcomes,
  ) {}

  async execute(command: ImportJobCommand): Promise<ImportJobResponse | null> {
    const { jobId, requester, serviceId, metadata } = command;
    const { companyId } = requester;
    const read = await this.jobs.read(jobId, providerImportConcern);
    const job = requireJob(read.state, companyId);
    await this.importers.requireImporter(requester);
    const { chosen } = await this.payloads.services(companyId, serviceId);
    const sources = await this.payloads.sourcesOf(companyId, job, chosen);
    const importId = randomUUID();
    const { userId: requested_by, name: requested_by_name } = requester;
    const request = { importId, requested_by, requested_by_name, sources };
    const requestImport = { type: 'RequestImport', data: request } as const;
    const handled = await this.jobs.runOnRead(read, companyId, requestImport, metadata);
    const outcome = await this.outcomes.waitFor({ jobId, companyId }, importId, handled.revision);
    if (!outcome) return null;
    if (!outcome.imported) throw new DomainError('invalid', outcome.error);
    return { status: 'submitted', ols_resp: { directNo: outcome.direct_no } };
  }
}
