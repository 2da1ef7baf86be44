import { useEffect } from 'react';
import type { AnswerDraftStore } from './answer-draft-store';
import type { JobFormProps, JobFormSubmission } from './job-form-types';
import { useLeavePrompt } from './use-leave-prompt';

type ConfigValues = Omit<JobFormSubmission, 'answers'>;

/**
 * Tells the page whether the form has unsaved changes and, when the page keeps the draft itself,
 * every change of it; without such a page, leaving with unsaved changes asks first.
 */
export function useDraftReporting(
  { onDirtyChange, onDraftChange }: Pick<JobFormProps, 'onDirtyChange' | 'onDraftChange'>,
  dirty: boolean,
  answers: AnswerDraftStore,
  configValues: ConfigValues,
) {
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useLeavePrompt(dirty && !onDraftChange);
  useEffect(() => {
    if (!onDraftChange) return;
    const report = () => onDraftChange({ answers: answers.getState().draft, ...configValues });
    report();
    return answers.subscribe(report);
  }, [answers, configValues, onDraftChange]);
}
