import { formatDate } from '@job-intake/contracts/formatting/dates';
import { type EmailDto, sendErrorMessage } from '@job-intake/contracts/emails/emails-api';
import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { CardCell, CardTable } from '../../../shared/components/card-table';
import { LoadingState } from '../../../shared/components/loading-state';
import { EmailRemindersCheck } from './email-reminders-check';
import { EmailStatusBadge } from './email-status-badge';
import { useListJobEmailsQuery } from './emails-api';
import { ResendEmailButton } from './resend-email-button';

// Wide enough that an address or a subject breaks at most once; on a phone the rows are cards.
const TEXT_COLUMN = { minWidth: '11rem' };

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
        <CardTable size="sm" className="align-middle mb-0" aria-label="E-mail history">
          <thead>
            <tr>
              <th scope="col" style={TEXT_COLUMN}>
                To
              </th>
              <th scope="col" style={TEXT_COLUMN}>
                Subject
              </th>
              <th scope="col">Status</th>
              <th scope="col">Sent</th>
              <th scope="col">Expires</th>
              <th scope="col">Reminders</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {emails.map((email) => (
              <EmailHistoryRow key={email.id} email={email} onView={onView} onError={showError} />
            ))}
          </tbody>
        </CardTable>
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
      <CardCell label="To" place="title" className="text-break">
        {email.to}
      </CardCell>
      <CardCell label="Subject" className="text-break">
        {email.subject}
      </CardCell>
      <CardCell label="Status">
        <EmailStatusBadge status={email.status} />
        {email.status === 'error' && email.error && (
          <div className="small text-danger">{sendErrorMessage(email.error)}</div>
        )}
      </CardCell>
      <CardCell label="Sent" place="inline" className="text-nowrap">
        {email.sent_at ? formatDate(email.sent_at) : '—'}
      </CardCell>
      <CardCell label="Expires" place="inline" className="text-nowrap">
        {formatDate(email.expires_at)}
      </CardCell>
      <CardCell label="Reminders" place="inline">
        <EmailRemindersCheck email={email} onError={onError} />
      </CardCell>
      <CardCell label="" place="actions" className="text-nowrap">
        <div className="d-flex gap-2 justify-content-end">
          <Button size="sm" variant="outline-secondary" onClick={() => onView(email)}>
            View
          </Button>
          <ResendEmailButton email={email} onError={onError} />
        </div>
      </CardCell>
    </tr>
  );
}
