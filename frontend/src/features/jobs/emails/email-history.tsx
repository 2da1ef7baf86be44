import { formatDate } from '@job-intake/contracts/formatting/dates';
import { type EmailDto, sendErrorMessage } from '@job-intake/contracts/emails/emails-api';
import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { LoadingState } from '../../../shared/components/loading-state';
import { EmailRemindersCheck } from './email-reminders-check';
import { EmailStatusBadge } from './email-status-badge';
import { useListJobEmailsQuery } from './emails-api';
import { ResendEmailButton } from './resend-email-button';

// On a phone the table scrolls sideways instead of breaking addresses into a letter a line.
const TEXT_CELL = { minWidth: '11rem' };

interface EmailHistoryProps {
  jobId: string;
  onView: (email: EmailDto) => void;
}

/** A job's e-mail requests, newest first (spec section 2): status, dates, reminders, actions. */
export function EmailHistory({ jobId, onView }: EmailHistoryProps) {
  const { data, isLoading, isError } = useListJobEmailsQuery(jobId);
  const [notice, setNotice] = useState<string | null>(null);
  const showError = useCallback((message: string) => setNotice(message), []);

  if (isLoading) return <LoadingState label="Loading e-mails…" />;
  if (isError) return <Alert variant="danger">The e-mails could not be loaded.</Alert>;
  const emails = data?.emails ?? [];
  return (
    <>
      {notice && (
        <Alert variant="danger" dismissible onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {emails.length === 0 ? (
        <p className="text-body-secondary mb-0">No e-mails have been sent for this job.</p>
      ) : (
        <Table responsive size="sm" className="align-middle mb-0" aria-label="E-mail history">
          <thead>
            <tr>
              <th>To</th>
              <th>Subject</th>
              <th>Status</th>
              <th>Sent</th>
              <th>Expires</th>
              <th>Reminders</th>
              <th>
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {emails.map((email) => (
              <EmailHistoryRow key={email.id} email={email} onView={onView} onError={showError} />
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}

interface EmailHistoryRowProps {
  email: EmailDto;
  onView: (email: EmailDto) => void;
  onError: (message: string) => void;
}

function EmailHistoryRow({ email, onView, onError }: EmailHistoryRowProps) {
  return (
    <tr aria-label={`${email.subject} to ${email.to}`}>
      <td className="text-break" style={TEXT_CELL}>
        {email.to}
      </td>
      <td className="text-break" style={TEXT_CELL}>
        {email.subject}
      </td>
      <td>
        <EmailStatusBadge status={email.status} />
        {email.status === 'error' && email.error && (
          <div className="small text-danger">{sendErrorMessage(email.error)}</div>
        )}
      </td>
      <td className="text-nowrap">{email.sent_at ? formatDate(email.sent_at) : '—'}</td>
      <td className="text-nowrap">{formatDate(email.expires_at)}</td>
      <td>
        <EmailRemindersCheck email={email} onError={onError} />
      </td>
      <td className="text-nowrap">
        <div className="d-flex gap-2 justify-content-end">
          <Button size="sm" variant="outline-secondary" onClick={() => onView(email)}>
            View
          </Button>
          <ResendEmailButton email={email} onError={onError} />
        </div>
      </td>
    </tr>
  );
}
