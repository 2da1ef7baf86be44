import type { EventMetadata } from '../../../event-store/event-store.port';

export class CreateShareLinkCommand {
  constructor(
    readonly jobId: string,
    readonly companyId: string,
    /** The label (shareNote); the decider trims and checks it. */
    readonly label: string,
    /** Section ids of the job's pinned form version. */
    readonly sections: readonly string[],
    /** Where the app is reached (PUBLIC_URL or the request's origin), for the link's url. */
    readonly origin: string,
    readonly metadata: EventMetadata,
  ) {}
}
