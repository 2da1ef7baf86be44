import type { EventMetadata } from '../../../event-store/event-store.port';

export class SetShareLinkStatusCommand {
  constructor(
    readonly linkId: string,
    readonly companyId: string,
    readonly status: 'open' | 'closed',
    /** Where the app is reached (PUBLIC_URL or the request's origin), for the link's url. */
    readonly origin: string,
    readonly metadata: EventMetadata,
  ) {}
}
