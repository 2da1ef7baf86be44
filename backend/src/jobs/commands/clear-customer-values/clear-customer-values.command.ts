import type { EventMetadata } from '../../../event-store/event-store.port';

export class ClearCustomerValuesCommand {
  constructor(
    readonly jobId: string,
    readonly companyId: string,
    readonly metadata: EventMetadata,
  ) {}
}
