import type { EventMetadata } from '../../../event-store/event-store.port';

export class FinalizeJobCommand {
  constructor(
    readonly jobId: string,
    readonly uuid: string,
    readonly companyId: string,
    readonly metadata: EventMetadata,
  ) {}
}
