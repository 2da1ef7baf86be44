import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ComposeEmailModal, type ComposeTarget } from './compose-email-modal';
import { EmailHistory } from './email-history';

/** Compose opens the dialog; below it the job's e-mail history, whose View opens it read-only. */
export function useComposeDialog(job: JobDetail) {
  const [target, setTarget] = useState<ComposeTarget | null>(null);
  const composeButton = (
    <Button size="sm" variant="outline-primary" onClick={() => setTarget({ mode: 'new' })}>
      Compose
    </Button>
  );
  const history = (
    <EmailHistory jobId={job.id} onView={(email) => setTarget({ mode: 'view', email })} />
  );
  const dialog = <ComposeEmailModal job={job} target={target} onClose={() => setTarget(null)} />;
  return { composeButton, history, dialog };
}
