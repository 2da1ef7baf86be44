import { Fragment } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { CaughtMail } from '@job-intake/contracts/identity/mail-api';
import { PageHeader } from '../../shared/components/page-header';
import { useCaughtMailQuery } from './dev-mail-api';
import { DevInboxList } from './dev-inbox-list';

/**
 * /dev/mail (super admins): the e-mails the local catcher kept (no SMTP_URL), read-only, newest
 * first — where whoever runs Job Intake on their own machine finds reset and invitation links.
 */
export function DevMailPage() {
  const { data, error, isFetching, refetch } = useCaughtMailQuery();

  return (
    <>
      <PageHeader
        title="Caught e-mails"
        subtitle="No SMTP server is configured (SMTP_URL), so the e-mails the app sends are kept here instead of being delivered."
        actions={
          <Button variant="outline-dark" onClick={() => void refetch()} disabled={isFetching}>
            Refresh
          </Button>
        }
      />
      <DevInboxList
        error={error}
        items={data?.messages}
        offMessage="E-mails are delivered by the configured SMTP server: there is nothing to show here."
        failedMessage="The caught e-mails could not be loaded."
        loadingLabel="Loading e-mails…"
        emptyMessage="No e-mails caught yet."
        count={(count) => (count === 1 ? '1 e-mail' : `${count} e-mails`)}
        render={(mail) => <MailCard key={mail.id} mail={mail} />}
      />
    </>
  );
}

function MailCard({ mail }: { mail: CaughtMail }) {
  return (
    <Card as="article" className="border-0 shadow-sm" aria-label={mail.subject || '(no subject)'}>
      <Card.Header className="bg-body border-bottom py-3">
        <div className="d-flex flex-wrap justify-content-between gap-2">
          <h2 className="h6 mb-0">{mail.subject || '(no subject)'}</h2>
          <time className="small text-body-secondary" dateTime={mail.date}>
            {new Date(mail.date).toLocaleString('en-US')}
          </time>
        </div>
        <dl className="row small mb-0 mt-2">
          <dt className="col-2 col-sm-1 text-body-secondary fw-normal">From</dt>
          <dd className="col-10 col-sm-11 mb-0">{mail.from}</dd>
          <dt className="col-2 col-sm-1 text-body-secondary fw-normal">To</dt>
          <dd className="col-10 col-sm-11 mb-0">
            {mail.to.map((address) => (
              <Badge key={address} bg="light" text="dark" className="border fw-normal me-1">
                {address}
              </Badge>
            ))}
          </dd>
        </dl>
      </Card.Header>
      <Card.Body>
        <div className="small" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <LinkedText text={mail.text} />
        </div>
      </Card.Body>
    </Card>
  );
}

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The text with its web addresses as links. */
function LinkedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
