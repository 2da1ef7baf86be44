import type { PublicJobRequest } from '@job-intake/contracts/guests/guest-api';

export class CreatePublicJobCommand {
  constructor(
    readonly request: PublicJobRequest,
    /** The request's id, carried by the events' metadata. */
    readonly correlationId: string,
    readonly occurredAt: string,
  ) {}
}
