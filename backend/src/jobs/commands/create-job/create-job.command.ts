import type { EventMetadata } from '../../../event-store/event-store.port';
import type { CreateJobRequest } from '@job-intake/contracts/jobs/jobs-api';

/** Who creates the job: their name goes into the event (the lists' Entry User). */
export interface JobCreator {
  readonly id: string;
  readonly name: string;
  readonly companyId: string;
  readonly apiKey: string | null;
}

export class CreateJobCommand {
  constructor(
    readonly creator: JobCreator,
    readonly request: CreateJobRequest,
    readonly metadata: EventMetadata,
    /** Where the app is reached (PUBLIC_URL or the request's origin), for the preview link. */
    readonly origin: string,
    /** A fixed id (the demo seed); a new uuid otherwise. */
    readonly jobId?: string,
  ) {}
}
