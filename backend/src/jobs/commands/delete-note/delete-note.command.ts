import type { EventMetadata } from '../../../event-store/event-store.port';

export class DeleteNoteCommand {
  constructor(
    readonly noteId: string,
    readonly companyId: string,
    readonly metadata: EventMetadata,
  ) {}
}
