import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { useComposeDialog } from './use-compose-dialog';

/** The Settings panel's Email Job Link (spec section 2): Compose and the e-mail history. */
export function EmailJobLink({ job }: { job: JobDetail }) {
  const { composeButton, history, dialog } = useComposeDialog(job);
  return (
    <section aria-label="Email Job Link" className="border-top px-3 py-3 d-grid gap-3">
      <div className="d-flex flex-wrap align-items-center gap-3">
        <h3 className="h6 mb-0">Email Job Link</h3>
        <span className="ms-auto">{composeButton}</span>
      </div>
      {history}
      {dialog}
    </section>
  );
}
