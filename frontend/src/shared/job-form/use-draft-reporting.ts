import { useEffect } from 'react';
import type { Answers, JobFormProps, JobFormSubmission } from './job-form-types';
import { useLeavePrompt } from './use-leave-prompt';

type ConfigValues = Omit<JobFormSubmission, 'answers'>;

/**
 * Tells the page whether the form has unsaved changes and, when the page keeps the draft itself,
 * every change of it; without such a page, leaving with unsaved changes asks first.
 */
export function useDraftReporting(
  { onDirtyChange, onDraftChange }: Pick<JobFormProps, 'onDirtyChange' | 'onDraftChange'>,
  dirty: boolean,
  draft: Answers,
  configValues: ConfigValues,
) {
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useLeavePrompt(dirty && !onDraftChange);
  useEffect(() => {
    onDraftChange?.({ answers: draft, ...configValues });
  }, [draft, configValues, onDraftChange]);
}
