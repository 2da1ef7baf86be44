import type { CaptchaConfig } from '@job-intake/contracts/guests/guest-api';
import { lazy, Suspense } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import type { CaptchaProps } from './captcha-props';
import { RecaptchaCaptcha } from './recaptcha-captcha';

// Loaded the first time a page shows a captcha: the widget and its workers stay out of other pages.
const AltchaCaptcha = lazy(() =>
  import('./altcha-captcha').then((module) => ({ default: module.AltchaCaptcha })),
);

/** The captcha the server chose (public form, sign-in). Remount it (a new key) to start over. */
export function CaptchaWidget({ config, onToken }: CaptchaProps & { config: CaptchaConfig }) {
  if (config.provider === 'recaptcha') {
    return <RecaptchaCaptcha siteKey={config.siteKey} onToken={onToken} />;
  }
  return (
    <Suspense
      fallback={
        <Spinner animation="border" size="sm" role="status" aria-label="Loading the captcha" />
      }
    >
      <AltchaCaptcha challengeUrl={config.challengeUrl} onToken={onToken} />
    </Suspense>
  );
}
