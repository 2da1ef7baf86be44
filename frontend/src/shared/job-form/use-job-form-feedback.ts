import type { AnswerProblem } from '@job-intake/contracts/job-form/answers';
import { VALIDATION_ERROR_MESSAGE } from '@job-intake/contracts/job-form/messages';
import { useCallback, useEffect, useState } from 'react';
import type { JobFormNoticeValue } from './job-form-notice';

const FOCUSABLE = 'input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, button';

/** Focuses the first of these fields on the page: its input, or its group's first input. */
function focusFirstField(fieldIds: readonly string[]) {
  const [first] = fieldIds
    .map((id) => document.getElementById(id))
    .filter((element) => element !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const input = first?.matches(FOCUSABLE) ? first : first?.querySelector(FOCUSABLE);
  if (!(input instanceof HTMLElement)) return;
  input.focus({ preventScroll: true });
  // Centred: at the bottom of the screen it would sit under the sticky save bar.
  if (typeof input.scrollIntoView === 'function') input.scrollIntoView({ block: 'center' });
}

/**
 * What the job form tells the user: one notice by the buttons, and a message per bad field. When
 * the check refuses answers, focus moves to the first field named (its error is in its
 * description).
 */
export function useJobFormFeedback() {
  const [notice, setNotice] = useState<JobFormNoticeValue | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // A new array per refusal, so refusing the same fields again moves focus again.
  const [refusedFields, setRefusedFields] = useState<readonly string[]>([]);
  useEffect(() => focusFirstField(refusedFields), [refusedFields]);
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
      setRefusedFields(problems.map((problem) => problem.field));
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
