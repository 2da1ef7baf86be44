import { BadRequestException } from '@nestjs/common';
import { todayIso } from '@job-intake/contracts/formatting/dates';
import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import { WrongExpectedRevisionError } from '../../event-store/event-store.port';
import { FormVersions } from '../../forms/versions/form-versions.service';
import { DomainError } from '../../shared/domain-error';
import { InvalidAnswersError, type SaveAnswersData } from '../domain/job-answers.decisions';
import { coreConcern } from '../domain/core/core.decider';
import type { JobCore } from '../domain/job-core';
import { fromJob } from './job-commands';

export const CONCURRENT_SAVE =
  'The answers of this job were changed by someone else while you saved. Reload the job and try again.';

/**
 * The time zone furthest ahead of UTC: a date that is "today" anywhere on Earth is not in the
 * future there, so a user in any zone can enter their own today.
 */
export const LATEST_TIME_ZONE = 'Pacific/Kiritimati';

/** The form version the job is pinned to (never the live form); null for a job without one. */
export async function pinnedForm(
  versions: FormVersions,
  job: Pick<JobCore, 'form_version_id'>,
  companyId: string,
): Promise<FormSnapshot | null> {
  if (!job.form_version_id) return null;
  return (await versions.getVersion(job.form_version_id, companyId)).snapshot;
}

/** What the decider checks sent answers with: the job's pinned form and the latest today. */
export async function answersToCheck(
  versions: FormVersions,
  job: Pick<JobCore, 'form_version_id'>,
  companyId: string,
  sent: Readonly<Record<string, unknown>>,
): Promise<SaveAnswersData> {
  return {
    sent,
    form: await pinnedForm(versions, job, companyId),
    today: todayIso(LATEST_TIME_ZONE),
  };
}

/** SaveAnswers of these sent answers, checked by the decider against the job's pinned form. */
export function saveAnswersCommand(
  versions: FormVersions,
  companyId: string,
  sent: Readonly<Record<string, unknown>>,
) {
  return fromJob(coreConcern, async (job) => ({
    type: 'SaveAnswers',
    data: await answersToCheck(versions, job, companyId, sent),
  }));
}

/**
 * A save's refusals as the job form shows them: every wrong answer in a 400 list, a second
 * concurrent save in a row a 409 that says to reload.
 */
export async function asAnswersSave<T>(saving: Promise<T>): Promise<T> {
  try {
    return await saving;
  } catch (error) {
    if (error instanceof InvalidAnswersError) throw new BadRequestException(error.messages);
    if (error instanceof WrongExpectedRevisionError)
      throw new DomainError('conflict', CONCURRENT_SAVE);
    throw error;
  }
}
