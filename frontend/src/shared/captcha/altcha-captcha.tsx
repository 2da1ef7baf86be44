// The CSP-safe build (no inline styles or blob: workers): its stylesheet and workers are files of
// the app's own origin, registered for the algorithms altcha-lib's challenges use.
import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { useEffect, useRef } from 'react';
import type { CaptchaProps } from './captcha-props';
import styles from './captcha.module.css';

for (const bits of ['256', '384', '512']) {
  $altcha.algorithms.set(`PBKDF2/SHA-${bits}`, () => new Pbkdf2Worker());
  $altcha.algorithms.set(`SHA-${bits}`, () => new ShaWorker());
}

interface AltchaStateChange {
  state: string;
  payload?: string | null;
}

/** The ALTCHA widget: the browser solves the server's proof-of-work challenge. */
export function AltchaCaptcha({ challengeUrl, onToken }: CaptchaProps & { challengeUrl: string }) {
  const widget = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaStateChange>).detail;
      onToken(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, [onToken]);
  return (
    <altcha-widget
      ref={widget}
      challenge={challengeUrl}
      className={styles.altcha}
      data-testid="altcha-widget"
    />
  );
}
