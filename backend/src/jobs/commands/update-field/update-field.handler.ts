import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SingleFieldUpdateResponse } from '@job-intake/contracts/job-form/job-form-api';
import { FormVersions } from '../../../forms/versions/form-versions.service';
import { JobCommands } from '../../shared/job-commands';
import { asAnswersSave, saveAnswersCommand } from '../../shared/job-form-answers';
import { UpdateFieldCommand } from './update-field.command';

/** One answer of the job form, checked and stored like a whole save. */
@CommandHandler(UpdateFieldCommand)
export class UpdateFieldHandler implements ICommandHandler<
  UpdateFieldCommand,
  SingleFieldUpdateResponse
> {
  constructor(
    private readonly jobs: JobCommands,
    private readonly versions: FormVersions,
  ) {}

  async execute(command: UpdateFieldCommand): Promise<SingleFieldUpdateResponse> {
    const { jobId, companyId, field, value, metadata } = command;
    const sent = { [field]: value };
    await asAnswersSave(
      this.jobs.run(jobId, companyId, saveAnswersCommand(this.versions, companyId, sent), metadata),
    );
    return { success: true };
  }
}
