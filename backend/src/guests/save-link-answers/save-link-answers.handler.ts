import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import type {
  GuestAnswerConflict,
  GuestResultsResponse,
} from '@job-intake/contracts/guests/guest-api';
import { Companies } from '../../companies/companies.reader';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { GuestCharges } from '../../guest-budgets/guest-charges';
import { FormVersions } from '../../forms/versions/form-versions.service';
import { GuestLinks } from '../../jobs/guest-links/guest-links';
import { requireJob } from '../../jobs/domain/job.decider';
import {
  guestAnswerConflicts,
  guestAnswersConcern,
} from '../../jobs/domain/guest-answers/guest-answers.decider';
import { fromJob, JobCommands } from '../../jobs/shared/job-commands';
import { answersToCheck, asAnswersSave } from '../../jobs/shared/job-form-answers';
import { shareLinkProgress } from '../../jobs/domain/share-links/share-link.decisions';
import { judgeLinkSave, type LinkSaveLimits } from '../domain/link-save-budget';
import { linkAnswers } from '../domain/link-sections';
import { findGuestLink, guestMetadata } from '../shared/guest-links';
import { SaveLinkAnswersCommand } from './save-link-answers.command';

/**
 * A guest's draft or Submit Form through a share link: the link's row names the job and its
 * company; the save is charged to the link's daily budget before it is stored; the decider, on
 * the job's own state, allows only the link's sections while the link and the job are open, and
 * turns mapped settings into the customer's proposal. With a base revision, the fields someone
 * else changed since are left as they are and answered as conflicts (a 200: the guest chooses).
 */
@CommandHandler(SaveLinkAnswersCommand)
export class SaveLinkAnswersHandler implements ICommandHandler<
  SaveLinkAnswersCommand,
  GuestResultsResponse
> {
  private readonly limits: LinkSaveLimits;

  constructor(
    private readonly jobs: JobCommands,
    private readonly versions: FormVersions,
    private readonly charges: GuestCharges,
    private readonly links: GuestLinks,
    private readonly companies: Companies,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limits = {
      savesPerDay: config.LINK_SAVES_PER_DAY,
      bytesPerDay: config.LINK_ANSWERS_MB_PER_DAY * 2 ** 20,
    };
  }

  async execute({
    uuid,
    answers,
    submit,
    correlationId,
    baseRevision,
  }: SaveLinkAnswersCommand): Promise<GuestResultsResponse> {
    const link = await findGuestLink(this.links, this.companies, uuid);
    // The form the decision checked, loaded again when a concurrent write re-runs it.
    const pinned: { form: FormSnapshot | null; conflicts: GuestAnswerConflict[] } = {
      form: null,
      conflicts: [],
    };
    const metadata = guestMetadata(link.company_id, correlationId);
    const now = new Date(metadata.occurredAt);
    const bytes = Buffer.byteLength(JSON.stringify(answers));
    const handled = await this.charges.charged(
      { scope: 'link_save', key: link.id, bytes },
      (usage) => judgeLinkSave(bytes, usage, this.limits),
      () =>
        asAnswersSave(
          this.jobs.run(
            link.job_id,
            link.company_id,
            fromJob(guestAnswersConcern, async (job, latest) => {
              const checked = await answersToCheck(this.versions, job, link.company_id, answers);
              pinned.form = checked.form;
              const revisions =
                baseRevision === undefined ? undefined : { base: baseRevision, latest };
              const data = { ...checked, linkId: link.id, submit, now, revisions };
              pinned.conflicts = guestAnswerConflicts(job, data);
              return { type: 'SaveGuestAnswers', data };
            }),
            metadata,
          ),
        ),
    );
    const job = requireJob(handled.state);
    const saved = pinned.form ?? { sections: [] };
    return {
      progress: shareLinkProgress(saved, link.sections, job.answers),
      answerData: linkAnswers(saved, job.answers, link.sections),
      read_only: job.links.get(link.id)?.status !== 'open' || job.status !== 'open',
      revision: handled.revision,
      conflicts: pinned.conflicts,
    };
  }
}
