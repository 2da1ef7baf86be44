import type { EventMetadata } from '../../../event-store/event-store.port';
import type { UpdateJobRequest } from '@job-intake/contracts/jobs/jobs-api';

export class UpdateJobSettingsCommand {
  constructor(
    readonly jobId: string,
    readonly companyId: string,
    /** The caller's provider key: the location and contact are checked with it. */
    readonly apiKey: string,
    readonly request: UpdateJobRequest,
    readonly metadata: EventMetadata,
  ) {}
}
