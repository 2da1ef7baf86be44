import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import type { AnswerDraftStore } from './answer-draft-store';
import { FormFooter, type FormFooterProps } from './job-form-footer';
import { useDraftProgress } from './use-answer-draft';

interface ProgressFooterProps extends Omit<FormFooterProps, 'progress'> {
  form: Pick<FormSnapshot, 'sections'>;
  answers: AnswerDraftStore;
}

/** The footer with the answers' progress: it re-renders as required fields fill, not the form. */
export function ProgressFooter({ form, answers, ...props }: ProgressFooterProps) {
  return <FormFooter progress={useDraftProgress(answers, form)} {...props} />;
}
