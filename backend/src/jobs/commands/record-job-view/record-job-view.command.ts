import type { EventMetadata } from '../../../event-store/event-store.port';

export class RecordJobViewCommand {
  constructor(
    /** The job's id or uuid, as the job page's address names it. */
    readonly jobIdOrUuid: string,
    readonly companyId: string,
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {}
}
