import type { CaptchaConfig } from '@job-intake/contracts/guests/guest-api';

/**
 * The captcha that protects the public new-job form (spec 7 and 10), whichever provider the
 * configuration names: ALTCHA (self-hosted proof of work, the default) or Google reCAPTCHA.
 */
export interface CaptchaPort {
  /** What the page needs to show the captcha. */
  readonly config: CaptchaConfig;
  /** A new challenge for the widget; null when the provider issues its own (reCAPTCHA). */
  issueChallenge(): Promise<object | null>;
  /**
   * Accepts a solved token once. A missing, wrong or tampered token throws a 400 DomainError
   * with CAPTCHA_INVALID, an expired or already used one with CAPTCHA_EXPIRED.
   */
  verifyOnce(token: string): Promise<void>;
}

export const CAPTCHA = Symbol('CAPTCHA');
