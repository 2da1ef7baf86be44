import type { SendEmailRequest } from '@job-intake/contracts/emails/emails-api';
import type { EventMetadata } from '../../../event-store/event-store.port';

export class SendEmailCommand {
  constructor(
    readonly companyId: string,
    /** The request as sent; the decider trims and checks recipients, subject and body. */
    readonly request: SendEmailRequest,
    readonly metadata: EventMetadata,
  ) {}
}
