import type { EventMetadata } from '../../../event-store/event-store.port';

export class SetEmailOptOutCommand {
  constructor(
    readonly companyId: string,
    readonly emailId: string,
    readonly optOut: boolean,
    readonly metadata: EventMetadata,
  ) {}
}
