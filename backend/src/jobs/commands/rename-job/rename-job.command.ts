import type { EventMetadata } from '../../../event-store/event-store.port';

export class RenameJobCommand {
  constructor(
    readonly jobId: string,
    readonly companyId: string,
    readonly name: string,
    readonly expectedRevision: number | undefined,
    readonly metadata: EventMetadata,
  ) {}
}
