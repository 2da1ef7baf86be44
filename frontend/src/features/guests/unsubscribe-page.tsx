import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { LoadingState } from '../../shared/components/loading-state';
import { useGetUnsubscribeQuery, useUnsubscribeMutation } from './guest-api';
import { GUEST_PAGE_LOADING } from './guest-loading';
import { GuestNotice } from './guest-notice';
import { loadFailureText } from './load-failure-text';

export const UNSUBSCRIBE_NOT_FOUND =
  'This unsubscribe link is not valid. It may have been mistyped or copied only in part.';
const LOAD_FAILED = 'This page could not be loaded. Please try again in a moment.';
export const UNSUBSCRIBE_FAILED = 'Reminders could not be stopped. Please try again in a moment.';

const TITLE = 'Reminder e-mails';
const FAILURES = { 404: UNSUBSCRIBE_NOT_FOUND };

/**
 * /unsubscribe/{token}: the link in every e-mail request. The recipient confirms, and the
 * request sends no more reminders; a link already used shows the confirmation at once.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const { data, error, isLoading } = useGetUnsubscribeQuery(token);
  const [unsubscribe, { error: stopError, isLoading: stopping }] = useUnsubscribeMutation();

  if (isLoading) return <LoadingState label={GUEST_PAGE_LOADING} />;
  if (!data) {
    return (
      <GuestNotice title="Unsubscribe link">
        {loadFailureText(error, FAILURES, LOAD_FAILED)}
      </GuestNotice>
    );
  }
  if (data.opt_out) {
    return (
      <GuestNotice title={TITLE}>You will get no more reminders about {data.job_name}.</GuestNotice>
    );
  }
  return (
    <Card className="border-0 shadow-sm mx-auto my-5" style={{ maxWidth: '34rem' }}>
      <Card.Body className="p-4 text-center">
        <h1 className="h4 mb-3">{TITLE}</h1>
        <p className="mb-4">Stop reminder e-mails about {data.job_name}?</p>
        {stopError && (
          <Alert variant="danger" className="text-start">
            {loadFailureText(stopError, FAILURES, UNSUBSCRIBE_FAILED)}
          </Alert>
        )}
        <Button variant="primary" disabled={stopping} onClick={() => void unsubscribe(token)}>
          Stop reminders
        </Button>
      </Card.Body>
    </Card>
  );
}
