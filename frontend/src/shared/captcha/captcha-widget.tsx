import type { CaptchaConfig } from '@job-intake/contracts/guests/guest-api';
import { lazy, Suspense, useRef } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useNearViewport } from '../hooks/use-near-viewport';
import type { CaptchaProps } from './captcha-props';
import styles from './captcha.module.css';
import { RecaptchaCaptcha } from './recaptcha-captcha';

// Loaded the first time a page shows a captcha: the widget and its workers stay out of other pages.
// Only once its place is laid out near the viewport: after the page's first paint (the public
// form shows it in its sticky footer), and where it sits far down, when the user comes near.
const AltchaCaptcha = lazy(() =>
  import('./altcha-captcha').then((module) => ({ default: module.AltchaCaptcha })),
);

/** The captcha the server chose (public form, sign-in). Remount it (a new key) to start over. */
export function CaptchaWidget({ config, onToken }: CaptchaProps & { config: CaptchaConfig }) {
  if (config.provider === 'recaptcha') {
    return <RecaptchaCaptcha siteKey={config.siteKey} onToken={onToken} />;
  }
  return <AltchaWhenNear challengeUrl={config.challengeUrl} onToken={onToken} />;
}

/** About a phone screen ahead: loaded by the time a guest scrolling down reaches it. */
const NEAR_MARGIN = '900px';

function AltchaWhenNear({ challengeUrl, onToken }: CaptchaProps & { challengeUrl: string }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, NEAR_MARGIN);
  const loading = (
    <Spinner animation="border" size="sm" role="status" aria-label="Loading the captcha" />
  );
  return (
    <div ref={place} className={styles.place}>
      {near ? (
        <Suspense fallback={loading}>
          <AltchaCaptcha challengeUrl={challengeUrl} onToken={onToken} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
