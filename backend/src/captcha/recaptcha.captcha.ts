import { Logger, ServiceUnavailableException } from '@nestjs/common';
import { CAPTCHA_EXPIRED, CAPTCHA_INVALID } from '@job-intake/contracts/guests/guest-api';
import { DomainError } from '../shared/domain-error';
import type { CaptchaPort } from './captcha.port';

export interface RecaptchaOptions {
  readonly siteKey: string;
  readonly secret: string;
  /** Google's siteverify, or a server that speaks its contract. */
  readonly verifyUrl: string;
  readonly timeoutMs: number;
}

/** What siteverify answers (https://developers.google.com/recaptcha/docs/verify). */
interface SiteverifyAnswer {
  success?: unknown;
  'error-codes'?: unknown;
}

export const CAPTCHA_UNAVAILABLE =
  'The captcha could not be checked. Please try again in a minute.';

/** Google's codes for a token that was valid once: too old, or already checked. */
const EXPIRED_CODES = new Set(['timeout-or-duplicate']);

/**
 * reCAPTCHA: Google issues the challenge in the browser; the server posts the token with its
 * secret to siteverify, which accepts a token once and for two minutes.
 */
export class RecaptchaCaptcha implements CaptchaPort {
  private readonly logger = new Logger(RecaptchaCaptcha.name);
  readonly config;

  constructor(private readonly options: RecaptchaOptions) {
    this.config = { provider: 'recaptcha', siteKey: options.siteKey } as const;
  }

  issueChallenge(): Promise<null> {
    return Promise.resolve(null);
  }

  async verifyOnce(token: string): Promise<void> {
    if (!token) throw new DomainError('invalid', CAPTCHA_INVALID);
    const answer = await this.siteverify(token);
    if (answer.success === true) return;
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'] : [];
    if (codes.some((code) => EXPIRED_CODES.has(String(code))))
      throw new DomainError('invalid', CAPTCHA_EXPIRED);
    throw new DomainError('invalid', CAPTCHA_INVALID);
  }

  /** Without Google's word nothing is created: a failed call is a 503 to try again later. */
  private async siteverify(token: string): Promise<SiteverifyAnswer> {
    try {
      const response = await fetch(this.options.verifyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: this.options.secret, response: token }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
      return (await response.json()) as SiteverifyAnswer;
    } catch (error) {
      this.logger.warn({ err: error }, 'reCAPTCHA siteverify failed');
      throw new ServiceUnavailableException(CAPTCHA_UNAVAILABLE);
    }
  }
}
