import type { JobFormBusy } from './job-form-busy';
import { errorText } from './error-text';
import type { useJobFormFeedback } from './use-job-form-feedback';

export const FINALIZE_ERROR = 'The job could not be finalized. Please try again.';

interface JobFormActionsOptions {
  /** The ids of the visible fields with unsaved edits. */
  changed: readonly string[];
  save: (ids: readonly string[], single: boolean) => Promise<boolean>;
  onFinalize: (() => Promise<unknown> | void) | undefined;
  feedback: ReturnType<typeof useJobFormFeedback>;
  setBusy: (busy: JobFormBusy) => void;
}

/** The footer's Save Changes and Finalize, busy while they run. */
export function useJobFormActions(options: JobFormActionsOptions) {
  const { changed, save, onFinalize, feedback, setBusy } = options;

  async function saveChanges() {
    if (changed.length === 0) return;
    setBusy('save');
    await save(changed, false);
    setBusy(null);
  }

  async function finalize() {
    setBusy('finalize');
    feedback.clearNotice();
    try {
      await onFinalize?.();
    } catch (reason) {
      feedback.failed(errorText(reason, FINALIZE_ERROR));
    }
    setBusy(null);
  }

  return { saveChanges, finalize };
}
