import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import { associationField, visibleSections } from '@job-intake/contracts/job-form/visibility';
import { useMemo } from 'react';
import type { AnswerDraftStore } from './answer-draft-store';
import { useDraftAnswer } from './use-answer-draft';

/**
 * The form's visible sections, the same array from one keystroke to the next: visibility hangs
 * on the association choice's answer alone, so typing elsewhere leaves the quick navigation,
 * the visible field ids and what hangs on them untouched (and the form not re-rendered).
 */
export function useVisibleSections(form: FormSnapshot, answers: AnswerDraftStore) {
  const field = useMemo(() => associationField(form), [form]);
  const choice = useDraftAnswer(answers, field?.id);
  return useMemo(
    () => visibleSections(form, field ? { [field.id]: choice } : {}),
    [form, field, choice],
  );
}
