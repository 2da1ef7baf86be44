import type { ConfigField } from '@job-intake/contracts/forms/forms-api';
import type { AnswerProblem } from '@job-intake/contracts/job-form/answers';
import { VALIDATION_ERROR_MESSAGE } from '@job-intake/contracts/job-form/messages';
import { type FormEvent, useRef, useState } from 'react';
import { errorText } from './error-text';
import type { JobFormBusy } from './job-form-busy';
import type { Answers, JobFormProps } from './job-form-types';
import type { useJobFormFeedback } from './use-job-form-feedback';

export const SUBMIT_ERROR = 'The form could not be submitted. Please try again.';

const NO_CONFIG_VALUES: Record<ConfigField['name'], string> = {
  project_name: '',
  reference_no: '',
};

interface NewJobSubmitOptions {
  onSubmit: JobFormProps['onSubmit'];
  initialConfigValues: JobFormProps['initialConfigValues'];
  /** The check of the visible answers with the server's rules. */
  checkVisible: () => { answers: Answers; problems: AnswerProblem[] };
  /** How many required fields are still empty. */
  remaining: () => number;
  feedback: ReturnType<typeof useJobFormFeedback>;
  setBusy: (busy: JobFormBusy) => void;
  /** Records the submitted answers as saved. */
  commit: (answers: Answers) => void;
}

/**
 * Submit Form of a new public job: the form's own fields (Project Name, Customer Reference #),
 * native validation, the answers' check and the remaining count before anything is sent.
 */
export function useNewJobSubmit(options: NewJobSubmitOptions) {
  const formRef = useRef<HTMLFormElement>(null);
  const [configValues, setConfigValues] = useState(options.initialConfigValues ?? NO_CONFIG_VALUES);
  const { feedback, setBusy } = options;

  async function submitNew(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = formRef.current;
    const checked = options.checkVisible();
    if (
      (element && !element.checkValidity()) ||
      options.remaining() > 0 ||
      checked.problems.length
    ) {
      element?.reportValidity();
      if (checked.problems.length) feedback.showProblems(checked.problems);
      else feedback.failed(VALIDATION_ERROR_MESSAGE);
      return;
    }
    setBusy('submit');
    feedback.clearNotice();
    try {
      await options.onSubmit?.({
        answers: checked.answers,
        project_name: configValues.project_name.trim(),
        reference_no: configValues.reference_no.trim(),
      });
      options.commit(checked.answers);
      setConfigValues(NO_CONFIG_VALUES);
    } catch (reason) {
      feedback.failed(errorText(reason, SUBMIT_ERROR));
    }
    setBusy(null);
  }

  return {
    formRef,
    configValues,
    setConfigValue: (name: ConfigField['name'], value: string) =>
      setConfigValues((current) => ({ ...current, [name]: value })),
    submitNew,
  };
}
