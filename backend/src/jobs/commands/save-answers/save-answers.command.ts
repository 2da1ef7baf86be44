import type { EventMetadata } from '../../../event-store/event-store.port';

export class SaveAnswersCommand {
  constructor(
    readonly jobId: string,
    readonly companyId: string,
    /** Answers keyed by field id, as sent: the decider checks them against the pinned form. */
    readonly answers: Readonly<Record<string, unknown>>,
    readonly metadata: EventMetadata,
  ) {}
}
