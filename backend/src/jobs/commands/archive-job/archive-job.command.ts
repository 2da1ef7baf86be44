import type { EventMetadata } from '../../../event-store/event-store.port';

export class ArchiveJobCommand {
  constructor(
    readonly jobId: string,
    readonly companyId: string,
    readonly metadata: EventMetadata,
  ) {}
}
