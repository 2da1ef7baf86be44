import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  FAILED_SIGN_IN_WINDOW_MINUTES,
  MAX_FAILED_SIGN_INS_PER_ACCOUNT,
  MAX_RESET_REQUESTS_PER_EMAIL,
  RESET_REQUEST_WINDOW_MINUTES,
  TOO_MANY_RESET_REQUESTS_MESSAGE,
  TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE,
} from '@job-intake/contracts/identity/identity-api';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AttemptLimiter } from './attempt-limiter';

const MINUTE = 60_000;

/** A 429 answer; `retryAfterSeconds` goes to the Retry-After header. */
export class TooManyAttemptsError extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(
      { statusCode: HttpStatus.TOO_MANY_REQUESTS, message, error: 'Too Many Requests' },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * Brute-force protection of sign-in and password reset, on top of the per-address request limit
 * of the throttler:
 * - failed sign-ins per client address (AUTH_RATE_LIMIT a minute);
 * - failed sign-ins per account (5 in 15 minutes), whatever the address;
 * - reset e-mails per address asked for (3 in 15 minutes), known account or not.
 * Keys are lower-cased e-mails, so an unknown e-mail is limited exactly like a known one.
 */
@Injectable()
export class SignInLimiter {
  private readonly failuresByClient: AttemptLimiter;
  private readonly failuresByAccount = new AttemptLimiter(
    MAX_FAILED_SIGN_INS_PER_ACCOUNT,
    FAILED_SIGN_IN_WINDOW_MINUTES * MINUTE,
  );
  private readonly resetsByEmail = new AttemptLimiter(
    MAX_RESET_REQUESTS_PER_EMAIL,
    RESET_REQUEST_WINDOW_MINUTES * MINUTE,
  );

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.failuresByClient = new AttemptLimiter(config.AUTH_RATE_LIMIT, MINUTE);
  }

  /** Throws 429 when the address or the account has failed too often lately. */
  assertMayTrySignIn(client: string, email: string): void {
    const wait = Math.max(
      this.failuresByClient.retryAfterMs(client),
      this.failuresByAccount.retryAfterMs(accountKey(email)),
    );
    if (wait > 0) throw new TooManyAttemptsError(TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE, seconds(wait));
  }

  signInFailed(client: string, email: string): void {
    this.failuresByClient.record(client);
    this.failuresByAccount.record(accountKey(email));
  }

  /** A successful sign-in (or a password reset) forgives the account's earlier failures. */
  accountRecovered(email: string): void {
    this.failuresByAccount.clear(accountKey(email));
  }

  /** Counts a reset request for the e-mail; throws 429 when too many were asked for lately. */
  takeResetRequest(email: string): void {
    const key = accountKey(email);
    const wait = this.resetsByEmail.retryAfterMs(key);
    if (wait > 0) throw new TooManyAttemptsError(TOO_MANY_RESET_REQUESTS_MESSAGE, seconds(wait));
    this.resetsByEmail.record(key);
  }
}

const accountKey = (email: string) => email.trim().toLowerCase();
const seconds = (ms: number) => Math.ceil(ms / 1000);
