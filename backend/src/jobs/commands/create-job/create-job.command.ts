import type { EventMetadata } from '../../../event-store/event-store.port';

export class CreateJobCommand {
  constructor(
    readonly jobId: string,
    readonly name: string,
    readonly metadata: EventMetadata,
  ) {}
}
