import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SaveAnswersResponse } from '@job-intake/contracts/job-form/job-form-api';
import { FormVersions } from '../../../forms/versions/form-versions.service';
import { requireJob } from '../../domain/job.decider';
import { JobCommands } from '../../shared/job-commands';
import { asAnswersSave, saveAnswersCommand } from '../../shared/job-form-answers';
import { SaveAnswersCommand } from './save-answers.command';

/**
 * The job form's Save: answers checked against the job's pinned form version, the progress of
 * exactly the answers seen, stored with the revision read (ADR 0018 for mapped fields).
 */
@CommandHandler(SaveAnswersCommand)
export class SaveAnswersHandler implements ICommandHandler<
  SaveAnswersCommand,
  SaveAnswersResponse
> {
  constructor(
    private readonly jobs: JobCommands,
    private readonly versions: FormVersions,
  ) {}

  async execute({
    jobId,
    companyId,
    answers,
    metadata,
  }: SaveAnswersCommand): Promise<SaveAnswersResponse> {
    const handled = await asAnswersSave(
      this.jobs.run(
        jobId,
        companyId,
        saveAnswersCommand(this.versions, companyId, answers),
        metadata,
      ),
    );
    const saved = handled.events.find((event) => event.type === 'AnswersSaved');
    const results = saved
      ? Object.entries(saved.data.answers).map(([field_id, value]) => ({ field_id, value }))
      : [];
    const job = requireJob(handled.state);
    return { results, progress: job.progress, answerData: { ...job.answers } };
  }
}
