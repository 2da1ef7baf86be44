import type { EventMetadata } from '../../../event-store/event-store.port';

export class ResendEmailCommand {
  constructor(
    readonly companyId: string,
    readonly jobId: string,
    readonly emailId: string,
    /** Must be the request's own link uuid. */
    readonly uuid: string,
    readonly metadata: EventMetadata,
  ) {}
}
