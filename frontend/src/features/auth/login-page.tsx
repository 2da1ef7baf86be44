import { type ComponentType, type FormEvent, type ReactNode, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
// The form's parts, not react-bootstrap's Form, which brings every kind of input into /login's
// first load.
import FormControl from 'react-bootstrap/FormControl';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import type { CaptchaConfig } from '@job-intake/contracts/guests/guest-api';
import { LOGIN_FAILED_MESSAGE } from '@job-intake/contracts/identity/identity-api';
import { Button } from '../../shared/ui/button';
import { paths } from '../../config/paths';
import { errorMessage, errorStatus } from '../../shared/api/api-error';
import { signIn } from '../../shared/api/sign-in';
import type { StoredSession } from '../../shared/api/stored-session';
import { CaptchaWidget } from '../../shared/captcha/captcha-widget';
import { AuthCard } from './auth-card';
import { proofRequestOf } from './sign-in-proof';

const UNREACHABLE = 'The sign-in could not be completed. Check your connection and try again.';

/** A message shown above the form until the next try (a changed password, an expired session). */
export interface LoginNotice {
  text: string;
  variant: 'success' | 'warning';
}

/** A link inside the app: the router's `Link`, or a plain link before the router is loaded. */
export type AppLink = ComponentType<{ to: string; className?: string; children: ReactNode }>;

interface LoginPageProps {
  notice?: LoginNotice | null;
  /** Signed in: the page's host keeps the session and opens the app. */
  onSignedIn: (session: StoredSession) => void;
  Link: AppLink;
}

/**
 * /login: e-mail and password (spec section 2). It needs neither the router nor the store, so the
 * first load of /login carries neither (issue 29): its host (app/login-screen.tsx on the first
 * load, login-route.tsx inside the app) says what a sign-in does. When the server asks for a proof
 * (too many failed sign-ins from this network), the captcha shows and Sign In waits for it to be
 * solved; a solution is good for one try.
 */
export function LoginPage({ notice, onSignedIn, Link }: LoginPageProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<CaptchaConfig | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  // Stays on after a sign-in: the button is busy until the app replaces the page.
  const [isLoading, setIsLoading] = useState(false);

  // Spec section 5: disabled until e-mail and password are non-empty.
  const complete = email.trim() !== '' && password !== '' && (!captcha || captchaToken !== null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || isLoading) return;
    setError(null);
    setIsLoading(true);
    try {
      const session = await signIn({
        email: email.trim(),
        password,
        ...(captchaToken && { captcha: captchaToken }),
      });
      onSignedIn({ token: session.token, user: session.user });
    } catch (failure) {
      setIsLoading(false);
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
        notice && (
          <Alert variant={notice.variant} className="small">
            {notice.text}
          </Alert>
        )
      )}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <FormGroup className="mb-3" controlId="login-email">
          <FormLabel>Email</FormLabel>
          <FormControl
            type="email"
            autoComplete="username"
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="name@company.com"
          />
        </FormGroup>
        <FormGroup className="mb-2" controlId="login-password">
          <FormLabel>Password</FormLabel>
          <FormControl
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormGroup>
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
      </form>
    </AuthCard>
  );
}
