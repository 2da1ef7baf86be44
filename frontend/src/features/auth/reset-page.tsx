import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
  RESET_REQUEST_MESSAGE,
  parseResetCode,
  passwordPolicyProblem,
} from '@job-intake/contracts/identity/identity-api';
import { Button } from '../../shared/ui/button';
import { paths } from '../../config/paths';
import { errorMessage } from '../../shared/api/api-error';
import { useRequestResetMutation, useResetPasswordMutation } from './auth-api';
import { AuthCard } from './auth-card';
import { safeRedirect } from './safe-redirect';

const FAILED = 'The request could not be completed. Check your connection and try again.';

/**
 * /reset and /reset/:code (spec sections 2 and 4). The value `code` (query, or the path) holds
 * "<reset code>|<e-mail>": with it the page sets a new password, without it the page asks for a
 * link by e-mail. A code that is not exactly two parts sends the user to /login.
 */
export function ResetPage() {
  const [searchParams] = useSearchParams();
  const params = useParams();
  const value = searchParams.get('code') ?? params.code ?? null;
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ message: string; email: string } | null>(null);

  if (value === null) {
    return <RequestLink error={failure?.message ?? null} initialEmail={failure?.email ?? ''} />;
  }
  const parsed = parseResetCode(value);
  if (!parsed) return <Navigate to={paths.login} replace />;
  return (
    <NewPassword
      code={parsed.code}
      email={parsed.email}
      onFailure={(message) => {
        // Back to the request mode, with the server's message (spec section 4).
        setFailure({ message, email: parsed.email });
        void navigate(paths.reset, { replace: true });
      }}
    />
  );
}

function RequestLink({ error, initialEmail }: { error: string | null; initialEmail: string }) {
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
      setRequestError(errorMessage(failure, FAILED));
    }
  }

  const footer = (
    <Link to={paths.login} className="link-secondary">
      Back to sign in
    </Link>
  );

  if (sent) {
    return (
      <AuthCard title="Check your e-mail" footer={footer}>
        <Alert variant="success" className="small mb-4">
          {sent}
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

interface NewPasswordProps {
  code: string;
  email: string;
  onFailure: (message: string) => void;
}

function NewPassword({ code, email, onFailure }: NewPasswordProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const navigate = useNavigate();

  const mismatch = confirm !== '' && password !== confirm;
  const problem = password === '' ? undefined : passwordPolicyProblem(password);
  // Spec section 5: disabled unless both are filled and match (and, here, the policy holds).
  const ready = password !== '' && password === confirm && !problem && !isLoading;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    try {
      const answer = await resetPassword({
        email,
        reset_code: code,
        new_pass: password,
        confirm_pass: confirm,
      }).unwrap();
      if (!answer.success) {
        onFailure(answer.message);
        return;
      }
      await navigate(safeRedirect(answer.redirect), {
        replace: true,
        state: { notice: answer.message },
      });
    } catch (failure) {
      onFailure(errorMessage(failure, FAILED));
    }
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle={
        <>
          For <span className="fw-semibold text-body">{email}</span>
        </>
      }
      footer={
        <Link to={paths.login} className="link-secondary">
          Back to sign in
        </Link>
      }
    >
      <Form noValidate onSubmit={(event) => void submit(event)}>
        {/* Lets password managers tie the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Form.Group className="mb-3" controlId="reset-new-password">
          <Form.Label>New Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            autoFocus
            value={password}
            isInvalid={problem !== undefined}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby="reset-new-password-help"
          />
          <Form.Text id="reset-new-password-help" className={problem ? 'text-danger' : undefined}>
            {problem ?? `At least ${PASSWORD_MIN_LENGTH} characters, not an e-mail address.`}
          </Form.Text>
        </Form.Group>
        <Form.Group className="mb-4" controlId="reset-confirm-password">
          <Form.Label>Confirm New Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            value={confirm}
            isInvalid={mismatch}
            onChange={(event) => setConfirm(event.target.value)}
          />
          <Form.Control.Feedback type="invalid">{PASSWORD_MISMATCH_MESSAGE}</Form.Control.Feedback>
        </Form.Group>
        <Button type="submit" className="w-100" size="lg" disabled={!ready} busy={isLoading}>
          Submit Update
        </Button>
      </Form>
    </AuthCard>
  );
}
