import { todayIso } from '@job-intake/contracts/formatting/dates';
import { FORM_SAVED_MESSAGE } from '@job-intake/contracts/forms/forms-api';
import { checkAnswers, type AnswerProblem } from '@job-intake/contracts/job-form/answers';
import type { AnswerDraftStore } from './answer-draft-store';
import { errorText } from './error-text';
import type { Answers, JobFormProps } from './job-form-types';
import type { useJobFormFeedback } from './use-job-form-feedback';

export const SAVE_ERROR = 'The changes could not be saved. Please try again.';

/** The saved answers in a save's result ({ answerData }, or an RTK Query result holding it). */
function answerDataOf(result: unknown): Answers | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const data = 'data' in result ? (result as { data: unknown }).data : result;
  if (typeof data === 'object' && data !== null && 'answerData' in data) {
    return (data as { answerData: Answers }).answerData;
  }
  return undefined;
}

/**
 * What a save's result asks the form to say instead of FORM_SAVED_MESSAGE ({ notice }): a guest's
 * save kept on the phone, or saved but for answers someone else changed meanwhile.
 */
function noticeOf(result: unknown): string | undefined {
  if (typeof result !== 'object' || result === null || !('notice' in result)) return undefined;
  const { notice } = result as { notice: unknown };
  return typeof notice === 'string' ? notice : undefined;
}

type SaveProps = Pick<JobFormProps, 'form' | 'onSaveAnswers' | 'onSingleFieldUpdate'>;

/**
 * Checking and saving the job form's edits: the client-side check (the server's rules), then
 * one changed field through onSingleFieldUpdate or several through onSaveAnswers.
 */
export function useSaveAnswers(
  props: SaveProps,
  answers: AnswerDraftStore,
  visibleFieldIds: ReadonlySet<string>,
  feedback: ReturnType<typeof useJobFormFeedback>,
) {
  /** The client-side check of the answers about to be sent. */
  function check(ids: readonly string[]): { answers: Answers; problems: AnswerProblem[] } {
    const { baseline, draft } = answers.getState();
    const sent = Object.fromEntries(ids.map((id) => [id, draft[id] ?? null]));
    return checkAnswers(props.form, baseline, sent, { today: todayIso() });
  }

  async function save(ids: readonly string[], single: boolean): Promise<boolean> {
    const checked = check(ids);
    if (checked.problems.length) {
      feedback.showProblems(checked.problems);
      return false;
    }
    try {
      const [only] = ids;
      let notice: string | undefined;
      if (single && only !== undefined && props.onSingleFieldUpdate) {
        await props.onSingleFieldUpdate(only, checked.answers[only] ?? null);
        answers.commit({ [only]: checked.answers[only] ?? null }, ids);
      } else {
        const result = await props.onSaveAnswers?.(checked.answers);
        answers.commit(answerDataOf(result) ?? checked.answers, ids);
        notice = noticeOf(result);
      }
      // Edits of sections the answers hide are not saved; they are dropped with the save.
      answers.discard(answers.getState().changedIds.filter((id) => !visibleFieldIds.has(id)));
      feedback.succeeded(notice ?? FORM_SAVED_MESSAGE);
      return true;
    } catch (reason) {
      // A single-field update that fails restores the old value.
      if (single) answers.discard(ids);
      feedback.failed(errorText(reason, SAVE_ERROR));
      return false;
    }
  }

  return { check, save };
}
