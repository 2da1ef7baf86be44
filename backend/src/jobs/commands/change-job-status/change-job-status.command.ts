import type { JobStatusRequest } from '@job-intake/contracts/jobs/jobs-api';
import type { EventMetadata } from '../../../event-store/event-store.port';

export class ChangeJobStatusCommand {
  constructor(
    readonly jobId: string,
    readonly companyId: string,
    readonly status: JobStatusRequest['status'],
    readonly metadata: EventMetadata,
  ) {}
}
