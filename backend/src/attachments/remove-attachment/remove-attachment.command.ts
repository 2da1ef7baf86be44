import type { EventMetadata } from '../../event-store/event-store.port';

export class RemoveAttachmentCommand {
  constructor(
    readonly attachmentId: string,
    readonly companyId: string,
    readonly metadata: EventMetadata,
  ) {}
}
