import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { useState } from 'react';
import type { ImportOutcome } from './import-outcome';

const dismissedKey = (jobId: string) => `job-intake:import-refusal-dismissed:${jobId}`;

/**
 * The provider's last refusal of the job, as the job page shows it after a reload (job_list
 * keeps it), unless the reviewer dismissed that refusal in this browser session.
 */
export function useStoredRefusal(job: JobDetail) {
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(dismissedKey(job.id)));
  const refusal: ImportOutcome | null =
    job.import_state === 'failed' && job.import_error && job.import_error !== dismissed
      ? { kind: 'failed', message: job.import_error }
      : null;
  function dismiss(message: string) {
    sessionStorage.setItem(dismissedKey(job.id), message);
    setDismissed(message);
  }
  return { refusal, dismiss };
}
