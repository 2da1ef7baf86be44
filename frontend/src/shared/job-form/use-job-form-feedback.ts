import type { AnswerProblem } from '@job-intake/contracts/job-form/answers';
import { VALIDATION_ERROR_MESSAGE } from '@job-intake/contracts/job-form/messages';
import { useCallback, useState } from 'react';
import type { JobFormNoticeValue } from './job-form-notice';

/** What the job form tells the user: one notice by the buttons, and a message per bad field. */
export function useJobFormFeedback() {
  const [notice, setNotice] = useState<JobFormNoticeValue | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // Stable, so the job form's change handler and its memoized field rows stay stable.
  const fieldChanged = useCallback((fieldId: string) => {
    setNotice(null);
    setFieldErrors((current) => {
      if (!(fieldId in current)) return current;
      const { [fieldId]: _dropped, ...rest } = current;
      return rest;
    });
  }, []);
  return {
    notice,
    fieldErrors,
    /** The problems the check found: each under its field, all in the notice. */
    showProblems(problems: readonly AnswerProblem[]) {
      setFieldErrors(
        Object.fromEntries(problems.map((problem) => [problem.field, problem.message])),
      );
      setNotice({
        variant: 'danger',
        text: VALIDATION_ERROR_MESSAGE,
        lines: problems.map((p) => p.message),
      });
    },
    succeeded(text: string) {
      setFieldErrors({});
      setNotice({ variant: 'success', text });
    },
    failed(text: string) {
      setNotice({ variant: 'danger', text });
    },
    clear() {
      setFieldErrors({});
      setNotice(null);
    },
    clearNotice() {
      setNotice(null);
    },
    /** A field was edited: the notice goes, and so does that field's message. */
    fieldChanged,
  };
}
