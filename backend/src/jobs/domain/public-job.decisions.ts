import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import { fieldLabel } from '@job-intake/contracts/job-form/answers';
import { countsForProgress, isAnswered } from '@job-intake/contracts/job-form/progress';
import { visibleSections } from '@job-intake/contracts/job-form/visibility';
import type { AnswerValue, AttachmentAdded, JobEvent } from '@job-intake/contracts/jobs/job-events';
import { DomainError } from '../../shared/domain-error';
import { InvalidAnswersError, JOB_WITHOUT_FORM, saveAnswers } from './job-answers.decisions';
import { evolve, initialJobState, type ExistingJob } from './job.state';

/** What a guest sends with the public new-job form (POST /new), besides the job's name. */
export interface PublicSubmission {
  /** The answers as sent, keyed by field id; checked against the form like any save. */
  readonly sent: Readonly<Record<string, unknown>>;
  /** The latest "today" anywhere (a date answer may not lie after it). */
  readonly today: string;
  /** The files the guest uploaded before submitting. */
  readonly attachments: readonly AttachmentAdded['data'][];
}

/**
 * A public form's job after its creation events: the guest's answers (settings they touch are the
 * customer's proposal, as for every guest), the uploaded files, and Submit Form, which only a
 * complete form may do (a 400 lists every required field left empty).
 */
export function submitPublicJob(
  created: readonly JobEvent[],
  form: FormSnapshot | undefined,
  submission: PublicSubmission,
): JobEvent[] {
  if (!form) throw new DomainError('conflict', JOB_WITHOUT_FORM);
  const job = fold(created);
  const answered = saveAnswers(job, { ...submission, form, byGuest: true });
  const missing = missingRequired(form, fold([...created, ...answered]).answers);
  if (missing.length > 0) throw new InvalidAnswersError(missing);
  return [
    ...answered,
    ...submission.attachments.map((data): JobEvent => ({ type: 'AttachmentAdded', data })),
    { type: 'JobFinalized', data: {} },
  ];
}

/** The required fields of the visible sections still empty, each as a message naming it. */
export function missingRequired(
  form: Pick<FormSnapshot, 'sections'>,
  answers: Readonly<Record<string, AnswerValue>>,
): string[] {
  return visibleSections(form, answers)
    .flatMap((section) => section.fields)
    .filter((field) => countsForProgress(field) && !isAnswered(field, answers[field.id]))
    .map((field) => `${fieldLabel(field)} is required`);
}

function fold(events: readonly JobEvent[]): ExistingJob {
  const state = events.reduce(evolve, initialJobState);
  if (!state.exists) throw new Error('A public job is folded from its JobCreated');
  return state;
}
