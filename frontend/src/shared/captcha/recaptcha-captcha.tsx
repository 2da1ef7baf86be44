import { useEffect, useRef } from 'react';
import type { CaptchaProps } from './captcha-props';

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';

interface Grecaptcha {
  ready: (callback: () => void) => void;
  render: (
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
    },
  ) => number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Google's script, added to the page once and only when a form uses reCAPTCHA. */
function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => window.grecaptcha?.ready(() => resolve(window.grecaptcha!));
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA could not be loaded.'));
    };
    document.head.append(script);
  });
  return loading;
}

/** The reCAPTCHA (v2 checkbox) adapter, chosen by the server's CAPTCHA_PROVIDER. */
export function RecaptchaCaptcha({ siteKey, onToken }: CaptchaProps & { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let active = true;
    loadRecaptcha()
      .then((grecaptcha) => {
        if (!active || !container.current) return;
        grecaptcha.render(container.current, {
          sitekey: siteKey,
          callback: (token) => onToken(token),
          'expired-callback': () => onToken(null),
        });
      })
      .catch(() => onToken(null));
    return () => {
      active = false;
    };
  }, [siteKey, onToken]);
  return <div ref={container} data-testid="recaptcha" />;
}
