import type { EventMetadata } from '../../../event-store/event-store.port';
import type { UpdateJobSettingsRequestDto } from './update-job-settings.request.dto';

export class UpdateJobSettingsCommand {
  constructor(
    readonly jobId: string,
    readonly companyId: string,
    /** The caller's provider key: the location and contact are checked with it. */
    readonly apiKey: string,
    readonly request: UpdateJobSettingsRequestDto,
    readonly metadata: EventMetadata,
  ) {}
}
