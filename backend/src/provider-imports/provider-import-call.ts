import { Inject, Injectable, Optional } from '@nestjs/common';
import type { JobImportRequested } from '@job-intake/contracts/jobs/job-events';
import {
  providerImportConcern,
  type ProviderImportCommand,
  type ProviderImportState,
} from '../jobs/domain/provider-import/provider-import.decider';
import type { AttachmentsState } from '../jobs/domain/attachments/attachments.decider';
import type { ConcernState } from '../jobs/domain/job-concern';
import { JobCommands, type JobRead } from '../jobs/shared/job-commands';
import { PROVIDER_API, ProviderError, type ProviderApi } from '../provider/provider.port';
import { UsersDirectory } from '../users/users.directory';
import {
  observeImport,
  PROVIDER_IMPORT_OBSERVER,
  type ProviderImportObserver,
  type ProviderImportOutcome,
} from './provider-import-observer';

/** A provider_imports row the sender claimed; attempts counts this one. */
export interface ClaimedImport {
  event_id: string;
  import_id: string;
  job_id: string;
  company_id: string;
  requested_by: string;
  attempts: number;
  /** The trace of the request's event (null: queued while tracing was off). */
  traceparent: string | null;
}

/** The job as the provider import's decider folds it (its core, attachments and import). */
type ImportRead = JobRead<
  ProviderImportCommand,
  ConcernState<ProviderImportState & AttachmentsState>
>;

/** The provider's refusals: recorded as JobImportFailed. Anything else is tried again later. */
const REFUSALS: readonly ProviderError['kind'][] = ['invalid', 'not_found', 'rejected_key'];

export const NO_API_KEY = 'The reviewer who sent the job has no API key for the provider.';

/**
 * One import request, to its outcome on the job's stream: nothing when the job no longer awaits
 * it; else the notice job the provider already filed under the key (asked first on a retry or
 * after a crash), or a new call with the request event's id as the idempotency key. The job's
 * stream is read once: the outcome is decided on that read (read again only when another writer
 * appended meanwhile). Resolves once the outcome is appended; throws when the provider must be
 * asked again later.
 */
@Injectable()
export class ProviderImportCall {
  constructor(
    @Inject(PROVIDER_API) private readonly provider: ProviderApi,
    private readonly jobs: JobCommands,
    private readonly users: UsersDirectory,
    @Optional()
    @Inject(PROVIDER_IMPORT_OBSERVER)
    private readonly observer?: ProviderImportObserver,
  ) {}

  async resolve(row: ClaimedImport): Promise<void> {
    await observeImport(this.observer, () => this.settle(row));
  }

  private async settle(row: ClaimedImport): Promise<ProviderImportOutcome> {
    const job = await this.jobs.read(row.job_id, providerImportConcern);
    const request = awaitedRequest(job, row);
    if (!request) return 'not-awaited';
    const apiKey = await this.users.apiKeyOf(row.requested_by);
    if (!apiKey) return this.record(job, row, failure(row, NO_API_KEY));
    try {
      const known =
        row.attempts > 1 ? await this.provider.findImport(row.event_id, { apiKey }) : null;
      const answer =
        known ??
        (await this.provider.importJob(request.payload, { apiKey, idempotencyKey: row.event_id }));
      return await this.record(job, row, {
        type: 'CompleteImport',
        data: { importId: row.import_id, direct_no: answer.directNo },
      });
    } catch (error) {
      if (!(error instanceof ProviderError) || !REFUSALS.includes(error.kind)) throw error;
      return this.record(job, row, failure(row, error.message));
    }
  }

  private async record(
    job: ImportRead,
    row: ClaimedImport,
    command: ProviderImportCommand,
  ): Promise<ProviderImportOutcome> {
    await this.jobs.runOnRead(job, row.company_id, command, {
      companyId: row.company_id,
      actor: { kind: 'system', process: 'provider-imports' },
      correlationId: row.event_id,
      causationId: row.event_id,
      occurredAt: new Date().toISOString(),
    });
    return command.type === 'CompleteImport' ? 'imported' : 'refused';
  }
}

/** The request's data while the job still awaits its answer, else null. */
function awaitedRequest(
  { state, events }: ImportRead,
  row: ClaimedImport,
): JobImportRequested['data'] | null {
  if (!state.exists || state.importing?.importId !== row.import_id) return null;
  const request = events.find((event) => event.id === row.event_id);
  return (request?.data as JobImportRequested['data'] | undefined) ?? null;
}

function failure(row: ClaimedImport, error: string): ProviderImportCommand {
  return { type: 'FailImport', data: { importId: row.import_id, error } };
}
