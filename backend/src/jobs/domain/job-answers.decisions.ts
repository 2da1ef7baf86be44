import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import { isCustomerAddressField, type AddressValue } from '@job-intake/contracts/job-form/address';
import { checkAnswers } from '@job-intake/contracts/job-form/answers';
import { computeProgress } from '@job-intake/contracts/job-form/progress';
import type { AnswerValue, JobEvent, JobProgress } from '@job-intake/contracts/jobs/job-events';
import type { JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import {
  answersFromSettings,
  settingsFromAnswers,
} from '@job-intake/contracts/jobs/mapped-settings';
import { DomainError } from '../../shared/domain-error';

export const JOB_WITHOUT_FORM = 'This job has no form to answer.';

/** The answers a job holds and the form version it is pinned to (null for a job without one). */
export interface AnsweredJob {
  readonly settings: JobSettingsValues;
  readonly answers: Readonly<Record<string, AnswerValue>>;
  readonly progress: JobProgress;
}

export interface SaveAnswersData {
  /** The answers as sent, keyed by field id; checked here against the pinned form. */
  readonly sent: Readonly<Record<string, unknown>>;
  /** The job's pinned form version; null when the job has none. */
  readonly form: FormSnapshot | null;
  /** The latest "today" anywhere (a date answer may not lie after it). */
  readonly today: string;
  /** Only fields of these sections may be answered (a share link's sections). */
  readonly sections?: ReadonlySet<string>;
  /**
   * The answers come from a guest: the settings their mapped fields touch are the customer's
   * proposal (CustomerValuesSubmitted, user_submitted) for staff to accept, not changed.
   */
  readonly byGuest?: boolean;
  /** The share link the guest saves through: AnswersSaved records it (see guest-answers). */
  readonly linkId?: string;
}

/** Answers that are not right for the form: each message names its field (a 400 listing them). */
export class InvalidAnswersError extends DomainError {
  constructor(readonly messages: string[]) {
    super('invalid', messages.join('\n'));
  }
}

/**
 * Saving answers: every one is checked against the pinned form, the progress is that of exactly
 * the answers seen, and an answer of a field mapped to a setting changes the setting too.
 */
export function saveAnswers(job: AnsweredJob, data: SaveAnswersData): JobEvent[] {
  if (!data.form) throw new DomainError('conflict', JOB_WITHOUT_FORM);
  const form = data.form;
  const checked = checkAnswers(form, job.answers, data.sent, { today: data.today });
  const problems = checked.problems.map((problem) => problem.message);
  if (problems.length === 0 && data.sections)
    problems.push(...outsideSections(form, checked.answers, data.sections));
  if (problems.length > 0) throw new InvalidAnswersError(problems);

  const events = answersSaved(job, form, checked.answers, data.linkId);
  const settings = changedSettings(job.settings, settingsFromAnswers(form, checked.answers));
  if (Object.keys(settings).length === 0) return events;
  if (data.byGuest) events.push({ type: 'CustomerValuesSubmitted', data: { values: settings } });
  else events.push({ type: 'JobSettingsUpdated', data: { changes: settings } });
  return events;
}

/** The answers a change of settings gives the fields mapped to them (nothing without a form). */
export function answersOfSettings(
  job: AnsweredJob,
  form: FormSnapshot | null,
  changes: Partial<JobSettingsValues>,
): JobEvent[] {
  if (!form) return [];
  const answers = answersFromSettings(form, changes);
  return Object.keys(answers).length > 0 ? answersSaved(job, form, answers) : [];
}

/**
 * A new job's first answers: the mapped fields take the settings' values, the customer address
 * fields the chosen customer's address.
 */
export function firstAnswers(
  form: FormSnapshot,
  settings: JobSettingsValues,
  customerAddress: AddressValue | null,
): JobEvent[] {
  const answers: Record<string, AnswerValue> = Object.fromEntries(
    Object.entries(answersFromSettings(form, settings)).filter(([, value]) => value !== null),
  );
  if (customerAddress) {
    for (const field of form.sections.flatMap((section) => section.fields)) {
      if (isCustomerAddressField(field)) answers[field.id] = customerAddress;
    }
  }
  if (Object.keys(answers).length === 0) return [];
  return [{ type: 'AnswersSaved', data: { answers, progress: computeProgress(form, answers) } }];
}

/** AnswersSaved with only the answers that change, or nothing when neither they nor progress do. */
function answersSaved(
  job: AnsweredJob,
  form: FormSnapshot,
  proposed: Readonly<Record<string, AnswerValue>>,
  linkId?: string,
): JobEvent[] {
  const answers = Object.fromEntries(
    Object.entries(proposed).filter(([id, value]) => !sameValue(job.answers[id] ?? null, value)),
  );
  const progress = computeProgress(form, { ...job.answers, ...answers });
  const progressChanged =
    progress.percent !== job.progress.percent || progress.remaining !== job.progress.remaining;
  if (Object.keys(answers).length === 0 && !progressChanged) return [];
  const data = linkId === undefined ? { answers, progress } : { answers, progress, linkId };
  return [{ type: 'AnswersSaved', data }];
}

function outsideSections(
  form: FormSnapshot,
  answers: Readonly<Record<string, AnswerValue>>,
  allowed: ReadonlySet<string>,
): string[] {
  return form.sections
    .filter((section) => !allowed.has(section.id))
    .flatMap((section) => section.fields)
    .filter((field) => field.id in answers)
    .map((field) => `"${field.title || field.id}" is not in a section you may fill in`);
}

export function changedSettings(
  current: JobSettingsValues,
  proposed: Partial<JobSettingsValues>,
): Partial<JobSettingsValues> {
  return Object.fromEntries(
    Object.entries(proposed).filter(
      ([key, value]) => current[key as keyof JobSettingsValues] !== value,
    ),
  ) as Partial<JobSettingsValues>;
}

export function sameValue(a: AnswerValue, b: AnswerValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
