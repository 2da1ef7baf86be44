import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import Card from 'react-bootstrap/Card';
import { useComposeDialog } from './use-compose-dialog';

/** The Share tab's e-mails (spec section 2): the history, and Compose for a new request. */
export function ShareTabEmails({ job }: { job: JobDetail }) {
  const { composeButton, history, dialog } = useComposeDialog(job);
  return (
    <Card as="section" aria-label="Emails" className="shadow-sm border-0">
      <Card.Header className="bg-body py-3 d-flex align-items-center gap-3">
        <h2 className="h5 mb-0">Emails</h2>
        <span className="ms-auto">{composeButton}</span>
      </Card.Header>
      <Card.Body>{history}</Card.Body>
      {dialog}
    </Card>
  );
}
