import type { EventMetadata } from '../../../event-store/event-store.port';
import type { ImportCaller } from '../../shared/importers';

/** The reviewer who sends the job: who may import, and who the provider call is made for. */
export interface ImportRequester extends ImportCaller {
  readonly userId: string;
  readonly name: string;
}

export class ImportJobCommand {
  constructor(
    readonly jobId: string,
    readonly requester: ImportRequester,
    /** The chosen service type's id; undefined: the company's default. */
    readonly serviceId: string | undefined,
    readonly metadata: EventMetadata,
  ) {}
}
