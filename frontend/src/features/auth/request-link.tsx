import { type FormEvent, type ReactNode, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { RESET_REQUEST_MESSAGE } from '@job-intake/contracts/identity/identity-api';
import { Button } from '../../shared/ui/button';
import { paths } from '../../config/paths';
import { errorMessage } from '../../shared/api/api-error';
import { useRequestResetMutation } from './auth-api';
import { AuthCard } from './auth-card';
import { RESET_FAILED } from './reset-failed';

/** The reset page without a code: asks for a link by e-mail. */
export function RequestLink({
  error,
  initialEmail,
}: {
  error: string | null;
  initialEmail: string;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState<string | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const [requestReset, { isLoading }] = useRequestResetMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === '' || isLoading) return;
    setRequestError(null);
    try {
      const answer = await requestReset({ email: email.trim() }).unwrap();
      setSent(answer.message || RESET_REQUEST_MESSAGE);
    } catch (failure) {
      setRequestError(errorMessage(failure, RESET_FAILED));
    }
  }

  const footer = (
    <Link to={paths.login} className="link-secondary">
      Back to sign in
    </Link>
  );

  if (sent) return <LinkSent message={sent} footer={footer} />;

  const shownError = requestError ?? error;
  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={footer}
    >
      {shownError && (
        <Alert variant="danger" className="small">
          {shownError}
        </Alert>
      )}
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Form.Group className="mb-4" controlId="reset-email">
          <Form.Label>Email</Form.Label>
          <Form.Control
            type="email"
            autoComplete="username"
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="name@company.com"
          />
        </Form.Group>
        {/* Spec section 5: disabled while the e-mail is empty or a request is in progress. */}
        <Button
          type="submit"
          className="w-100"
          size="lg"
          disabled={email.trim() === ''}
          busy={isLoading}
        >
          Send Link
        </Button>
      </Form>
    </AuthCard>
  );
}

/** After the request: the server's answer and what to do when no e-mail arrives. */
function LinkSent({ message, footer }: { message: string; footer: ReactNode }) {
  return (
    <AuthCard title="Check your e-mail" footer={footer}>
      <Alert variant="success" className="small mb-4">
        {message}
      </Alert>
      <p className="small text-body-secondary mb-4">
        The link in the e-mail works once and for a limited time. If nothing arrives, check your
        spam folder or ask for another link.
      </p>
      <Link to={paths.login} className="btn btn-primary w-100">
        Back to sign in
      </Link>
    </AuthCard>
  );
}
