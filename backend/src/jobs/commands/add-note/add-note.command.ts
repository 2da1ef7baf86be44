import type { EventMetadata } from '../../../event-store/event-store.port';

export class AddNoteCommand {
  constructor(
    readonly jobId: string,
    readonly companyId: string,
    readonly authorName: string,
    readonly description: string,
    readonly metadata: EventMetadata,
  ) {}
}
