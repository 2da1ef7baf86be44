import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link, useLocation } from 'react-router';
import type { CaptchaConfig } from '@job-intake/contracts/guests/guest-api';
import { LOGIN_FAILED_MESSAGE } from '@job-intake/contracts/identity/identity-api';
import { Button } from '../../shared/ui/button';
import { paths } from '../../config/paths';
import { errorMessage, errorStatus } from '../../shared/api/api-error';
import { selectAuthNotice, signedIn } from '../../shared/api/auth-slice';
import { CaptchaWidget } from '../../shared/captcha/captcha-widget';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { useLoginMutation } from './auth-api';
import { AuthCard } from './auth-card';
import { proofRequestOf } from './sign-in-proof';

const UNREACHABLE = 'The sign-in could not be completed. Check your connection and try again.';

/**
 * /login: e-mail and password (spec section 2). The route's guard opens /jobs (or the page the
 * user was sent here from) once signed in. When the server asks for a proof (too many failed
 * sign-ins from this network), the captcha shows and Sign In waits for it to be solved; a
 * solution is good for one try.
 */
export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<CaptchaConfig | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const sessionNotice = useAppSelector(selectAuthNotice);
  const resetNotice = noticeFrom(useLocation().state);

  // Spec section 5: disabled until e-mail and password are non-empty.
  const complete = email.trim() !== '' && password !== '' && (!captcha || captchaToken !== null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || isLoading) return;
    setError(null);
    try {
      const session = await login({
        email: email.trim(),
        password,
        ...(captchaToken && { captcha: captchaToken }),
      }).unwrap();
      dispatch(signedIn({ token: session.token, user: session.user }));
    } catch (failure) {
      const proofRequest = proofRequestOf(failure);
      if (proofRequest) setCaptcha(proofRequest.captcha);
      if (proofRequest || captchaToken) newCaptcha();
      setError(
        errorStatus(failure) === 401 ? LOGIN_FAILED_MESSAGE : errorMessage(failure, UNREACHABLE),
      );
    }
  }

  /** A solution is spent by the try that carried it: the widget starts over. */
  function newCaptcha() {
    setCaptchaToken(null);
    setCaptchaRound((round) => round + 1);
  }

  return (
    <AuthCard
      title="Sign in"
      subtitle="Use the e-mail address and password of your Job Intake account."
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
        {captcha && (
          <div className="mb-4">
            <CaptchaWidget key={captchaRound} config={captcha} onToken={setCaptchaToken} />
          </div>
        )}
        <Button type="submit" className="w-100" size="lg" disabled={!complete} busy={isLoading}>
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
