import { Inject, Injectable } from '@nestjs/common';
import {
  jobStreamId,
  type JobEvent,
  type JobImportRequested,
} from '@job-intake/contracts/jobs/job-events';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '../event-store/event-store.port';
import { jobDecider, type ExistingJobCommand } from '../jobs/domain/job.decider';
import type { JobState } from '../jobs/domain/job.state';
import { JobCommands } from '../jobs/shared/job-commands';
import { PROVIDER_API, ProviderError, type ProviderApi } from '../provider/provider.port';
import { UsersDirectory } from '../users/users.directory';

/** A provider_imports row the sender claimed; attempts counts this one. */
export interface ClaimedImport {
  event_id: string;
  import_id: string;
  job_id: string;
  company_id: string;
  requested_by: string;
  attempts: number;
}

/** The provider's refusals: recorded as JobImportFailed. Anything else is tried again later. */
const REFUSALS: readonly ProviderError['kind'][] = ['invalid', 'not_found', 'rejected_key'];

export const NO_API_KEY = 'The reviewer who sent the job has no API key for the provider.';

/**
 * One import request, to its outcome on the job's stream: nothing when the job no longer awaits
 * it; else the notice job the provider already filed under the key (asked first on a retry or
 * after a crash), or a new call with the request event's id as the idempotency key. Resolves once
 * the outcome is appended; throws when the provider must be asked again later.
 */
@Injectable()
export class ProviderImportCall {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROVIDER_API) private readonly provider: ProviderApi,
    private readonly jobs: JobCommands,
    private readonly users: UsersDirectory,
  ) {}

  async resolve(row: ClaimedImport): Promise<void> {
    const request = await this.awaitedRequest(row);
    if (!request) return;
    const apiKey = await this.users.apiKeyOf(row.requested_by);
    if (!apiKey) return this.record(row, failure(row, NO_API_KEY));
    try {
      const known =
        row.attempts > 1 ? await this.provider.findImport(row.event_id, { apiKey }) : null;
      const answer =
        known ??
        (await this.provider.importJob(request.payload, { apiKey, idempotencyKey: row.event_id }));
      await this.record(row, {
        type: 'CompleteImport',
        data: { importId: row.import_id, direct_no: answer.directNo },
      });
    } catch (error) {
      if (!(error instanceof ProviderError) || !REFUSALS.includes(error.kind)) throw error;
      await this.record(row, failure(row, error.message));
    }
  }

  /** The request's data while the job still awaits its answer, else null. */
  private async awaitedRequest(row: ClaimedImport): Promise<JobImportRequested['data'] | null> {
    const events = await this.store.readStream(jobStreamId(row.job_id));
    const state = jobStateOf(events);
    if (!state.exists || state.importing?.importId !== row.import_id) return null;
    const request = events.find((event) => event.id === row.event_id);
    return (request?.data as JobImportRequested['data'] | undefined) ?? null;
  }

  private async record(row: ClaimedImport, command: ExistingJobCommand): Promise<void> {
    await this.jobs.run(row.job_id, row.company_id, command, {
      companyId: row.company_id,
      actor: { kind: 'system', process: 'provider-imports' },
      correlationId: row.event_id,
      causationId: row.event_id,
      occurredAt: new Date().toISOString(),
    });
  }
}

/** The job as the decider sees it after these events of its stream. */
export function jobStateOf(events: readonly RecordedEvent[]): JobState {
  return events.reduce(
    (current, event) => jobDecider.evolve(current, event as unknown as JobEvent),
    jobDecider.initialState,
  );
}

function failure(row: ClaimedImport, error: string): ExistingJobCommand {
  return { type: 'FailImport', data: { importId: row.import_id, error } };
}
