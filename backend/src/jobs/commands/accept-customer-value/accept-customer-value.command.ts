import type { JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import type { EventMetadata } from '../../../event-store/event-store.port';

export class AcceptCustomerValueCommand {
  constructor(
    readonly jobId: string,
    readonly companyId: string,
    readonly apiKey: string,
    readonly field: keyof JobSettingsValues,
    readonly metadata: EventMetadata,
  ) {}
}
