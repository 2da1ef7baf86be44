import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { todayIso } from '@job-intake/contracts/formatting/dates';
import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import { checkAnswers } from '@job-intake/contracts/job-form/answers';
import type { SaveAnswersResponse } from '@job-intake/contracts/job-form/job-form-api';
import { computeProgress } from '@job-intake/contracts/job-form/progress';
import {
  JOB_EVENT_SCHEMA_VERSION,
  jobStreamId,
  type AnswerValue,
} from '@job-intake/contracts/jobs/job-events';
import { handleCommand } from '../../event-sourcing/command-handling';
import {
  EVENT_STORE,
  type EventMetadata,
  type EventStore,
  WrongExpectedRevisionError,
} from '../../event-store/event-store.port';
import { FormVersions } from '../../forms/versions/form-versions.service';
import { ReadModels } from '../../projections/projections.module';
import { DomainError } from '../../shared/domain-error';
import { type ExistingJob, type JobState, evolveStored, jobDecider } from '../domain/job.decider';

export const JOB_NOT_FOUND = 'Job not found';
export const JOB_WITHOUT_FORM = 'This job has no form to answer.';
export const CONCURRENT_SAVE =
  'The answers of this job were changed by someone else while you saved. Reload the job and try again.';

/**
 * The time zone furthest ahead of UTC: a date that is "today" anywhere on Earth is not in the
 * future there, so a user in any zone can enter their own today.
 */
const LATEST_TIME_ZONE = 'Pacific/Kiritimati';

export interface SaveAnswersOptions {
  /** Only fields of these sections may be answered (a share link's sections). */
  readonly sections?: ReadonlySet<string>;
}

interface LoadedJob {
  readonly job: ExistingJob;
  readonly revision: number;
}

/**
 * Saves answers of a job: checks every one against the job's pinned form version (never the live
 * form), computes the progress itself, and appends AnswersSaved through the decider with the
 * revision it read, so the progress it stored is the progress of exactly the answers it saw. A
 * concurrent save makes it start over once; a second conflict is a 409.
 */
@Injectable()
export class JobAnswers {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly readModels: ReadModels,
    private readonly formVersions: FormVersions,
  ) {}

  async save(
    jobId: string,
    companyId: string,
    sent: Readonly<Record<string, unknown>>,
    metadata: EventMetadata,
    options: SaveAnswersOptions = {},
  ): Promise<SaveAnswersResponse> {
    try {
      return await this.attempt(jobId, companyId, sent, metadata, options);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
    try {
      return await this.attempt(jobId, companyId, sent, metadata, options);
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError)
        throw new DomainError('conflict', CONCURRENT_SAVE);
      throw error;
    }
  }

  private async attempt(
    jobId: string,
    companyId: string,
    sent: Readonly<Record<string, unknown>>,
    metadata: EventMetadata,
    options: SaveAnswersOptions,
  ): Promise<SaveAnswersResponse> {
    const { job, revision } = await this.load(jobId, companyId);
    // The decider's own refusal (409) for jobs that can no longer be edited, before any checking.
    jobDecider.decide({ type: 'SaveAnswers', data: { answers: {}, progress: job.progress } }, job);
    const form = await this.formOf(job, companyId);

    const checked = checkAnswers(form, job.answers, sent, { today: todayIso(LATEST_TIME_ZONE) });
    const problems = [...checked.problems];
    if (options.sections && problems.length === 0) {
      const allowed = options.sections;
      for (const section of form.sections) {
        if (allowed.has(section.id)) continue;
        for (const field of section.fields) {
          if (field.id in checked.answers) {
            problems.push({
              field: field.id,
              message: `"${field.title || field.id}" is not in a section you may fill in`,
            });
          }
        }
      }
    }
    if (problems.length > 0)
      throw new BadRequestException(problems.map((problem) => problem.message));

    const answerData: Record<string, AnswerValue> = { ...job.answers, ...checked.answers };
    const progress = computeProgress(form, answerData);
    const handled = await handleCommand(
      this.store,
      jobStreamId(jobId),
      jobDecider,
      { type: 'SaveAnswers', data: { answers: checked.answers, progress } },
      { metadata, expectedRevision: revision, schemaVersions: JOB_EVENT_SCHEMA_VERSION },
    );
    await this.readModels.caughtUpWith(handled.position);
    const saved = handled.events.find((event) => event.type === 'AnswersSaved');
    const results = saved
      ? Object.entries(saved.data.answers).map(([field_id, value]) => ({ field_id, value }))
      : [];
    return { results, progress, answerData };
  }

  /** The job as its stream says; another company's job is answered like a missing one. */
  private async load(jobId: string, companyId: string): Promise<LoadedJob> {
    const recorded = await this.store.readStream(jobStreamId(jobId));
    if (!recorded[0] || recorded[0].metadata.companyId !== companyId) {
      throw new DomainError('not_found', JOB_NOT_FOUND);
    }
    const state = recorded.reduce<JobState>(evolveStored, jobDecider.initialState);
    if (!state.exists) throw new DomainError('not_found', JOB_NOT_FOUND);
    return { job: state, revision: recorded.length - 1 };
  }

  private async formOf(job: ExistingJob, companyId: string): Promise<FormSnapshot> {
    if (!job.form_version_id) throw new DomainError('conflict', JOB_WITHOUT_FORM);
    return (await this.formVersions.getVersion(job.form_version_id, companyId)).snapshot;
  }
}
