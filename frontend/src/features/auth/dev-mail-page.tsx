import { Fragment } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import type { CaughtMail } from '@job-intake/contracts/identity/mail-api';
import { paths } from '../../config/paths';
import { errorStatus } from '../../shared/api/api-error';
import { LoadingState } from '../../shared/components/loading-state';
import { useCaughtMailQuery } from './auth-api';

/**
 * /dev/mail: the e-mails the local catcher kept (no SMTP_URL), read-only, newest first — where a
 * person running Job Intake on their own machine finds the password reset link.
 */
export function DevMailPage() {
  const { data, error, isFetching, refetch } = useCaughtMailQuery();

  return (
    <main id="main-content" tabIndex={-1} className="min-vh-100 bg-body-tertiary">
      <div className="container py-5" style={{ maxWidth: '60rem' }}>
        <header className="d-flex flex-wrap align-items-start justify-content-between gap-3 mb-4">
          <div>
            <div className="small text-body-secondary fw-semibold text-uppercase mb-1">
              Job Intake
            </div>
            <h1 className="h3 mb-1">Caught e-mails</h1>
            <p className="text-body-secondary small mb-0">
              No SMTP server is configured (SMTP_URL), so the e-mails the app sends are kept here
              instead of being delivered.
            </p>
          </div>
          <div className="d-flex gap-2">
            {/* outline-secondary's grey is 4.44:1 on the page's #f8f9fa, under AA's 4.5:1. */}
            <Button variant="outline-dark" onClick={() => void refetch()} disabled={isFetching}>
              Refresh
            </Button>
            <Link to={paths.login} className="btn btn-primary">
              Sign in
            </Link>
          </div>
        </header>

        {error ? (
          <Alert variant={errorStatus(error) === 404 ? 'secondary' : 'danger'}>
            {errorStatus(error) === 404
              ? 'E-mails are delivered by the configured SMTP server: there is nothing to show here.'
              : 'The caught e-mails could not be loaded.'}
          </Alert>
        ) : !data ? (
          <LoadingState label="Loading e-mails…" />
        ) : data.messages.length === 0 ? (
          <Card body className="border-0 shadow-sm text-center text-body-secondary py-4">
            No e-mails caught yet.
          </Card>
        ) : (
          <div className="d-flex flex-column gap-3">
            <div className="small text-body-secondary">
              {data.messages.length === 1 ? '1 e-mail' : `${data.messages.length} e-mails`}
            </div>
            {data.messages.map((mail) => (
              <MailCard key={mail.id} mail={mail} />
            ))}
          </div>
        )}
      </div>
    </main>
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
