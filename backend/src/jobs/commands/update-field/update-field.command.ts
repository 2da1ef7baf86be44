import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import type { EventMetadata } from '../../../event-store/event-store.port';

export class UpdateFieldCommand {
  constructor(
    readonly jobId: string,
    readonly companyId: string,
    readonly field: string,
    readonly value: AnswerValue,
    readonly metadata: EventMetadata,
  ) {}
}
