import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useLocation } from 'react-router';
import { LOGIN_FAILED_MESSAGE } from '@job-intake/contracts/identity/identity-api';
import { paths } from '../../config/paths';
import { errorMessage, errorStatus } from '../../shared/api/api-error';
import { selectAuthNotice, signedIn } from '../../shared/api/auth-slice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { useLoginMutation } from './auth-api';
import { AuthCard } from './auth-card';
import { DevMailLink } from './dev-mail-link';

const UNREACHABLE = 'The sign-in could not be completed. Check your connection and try again.';

/**
 * /login: e-mail and password (spec section 2). The route's guard opens /jobs (or the page the
 * user was sent here from) once signed in.
 */
export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const sessionNotice = useAppSelector(selectAuthNotice);
  const resetNotice = noticeFrom(useLocation().state);

  // Spec section 5: disabled until e-mail and password are non-empty.
  const complete = email.trim() !== '' && password !== '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || isLoading) return;
    setError(null);
    try {
      const session = await login({ email: email.trim(), password }).unwrap();
      dispatch(signedIn({ token: session.token, user: session.user }));
    } catch (failure) {
      setError(
        errorStatus(failure) === 401 ? LOGIN_FAILED_MESSAGE : errorMessage(failure, UNREACHABLE),
      );
    }
  }

  return (
    <AuthCard
      title="Sign in"
      subtitle="Use the e-mail address and password of your Job Intake account."
      footer={<DevMailLink />}
    >
      {error ? (
        <Alert variant="danger" className="small">
          {error}
        </Alert>
      ) : (
        (resetNotice ?? sessionNotice) && (
          <Alert variant={resetNotice ? 'success' : 'warning'} className="small">
            {resetNotice ?? sessionNotice}
          </Alert>
        )
      )}
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Form.Group className="mb-3" controlId="login-email">
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
        <Form.Group className="mb-2" controlId="login-password">
          <Form.Label>Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Form.Group>
        <div className="text-end mb-4">
          <Link to={paths.reset} className="small">
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" className="w-100" size="lg" disabled={!complete || isLoading}>
          {isLoading && (
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          Sign In
        </Button>
      </Form>
    </AuthCard>
  );
}

/** The message a page sent the user here with (e.g. after a password reset). */
function noticeFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}
