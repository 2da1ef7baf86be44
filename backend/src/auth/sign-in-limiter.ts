import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  FREE_ACCOUNT_SIGN_IN_FAILURES,
  FREE_SIGN_IN_FAILURES,
  MAX_ACCOUNT_SIGN_IN_DELAY_MINUTES,
  MAX_RESET_REQUESTS_PER_EMAIL,
  MAX_SIGN_IN_DELAY_MINUTES,
  RESET_REQUEST_WINDOW_MINUTES,
  SIGN_IN_DELAY_SECONDS,
  SIGN_IN_FAILURE_WINDOW_MINUTES,
  TOO_MANY_RESET_REQUESTS_MESSAGE,
  TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE,
} from '@job-intake/contracts/identity/identity-api';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AttemptLedger, type AttemptKey, type AttemptRule } from './sign-in-limits/attempt-ledger';
import { RetryLaterError } from './sign-in-limits/retry-later.error';

const MINUTE = 60;

/** A 429 answer; `retryAfterSeconds` goes to the Retry-After header. */
export class TooManyAttemptsError extends RetryLaterError {
  constructor(message: string, retryAfterSeconds: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, message, retryAfterSeconds);
  }
}

/** One account from one client address: its owner mistyping, or one attacker guessing. */
const PAIR: AttemptRule = {
  scope: 'sign-in:account+address',
  free: FREE_SIGN_IN_FAILURES,
  firstDelaySeconds: SIGN_IN_DELAY_SECONDS,
  maxDelaySeconds: MAX_SIGN_IN_DELAY_MINUTES * MINUTE,
  windowSeconds: SIGN_IN_FAILURE_WINDOW_MINUTES * MINUTE,
};

/** One account from every address: spaces distributed guessing out, never locks the owner. */
const ACCOUNT: AttemptRule = {
  scope: 'sign-in:account',
  free: FREE_ACCOUNT_SIGN_IN_FAILURES,
  firstDelaySeconds: SIGN_IN_DELAY_SECONDS,
  maxDelaySeconds: MAX_ACCOUNT_SIGN_IN_DELAY_MINUTES * MINUTE,
  windowSeconds: SIGN_IN_FAILURE_WINDOW_MINUTES * MINUTE,
};

/** Reset e-mails one address may be sent: a few, then one per window. */
const RESET: AttemptRule = {
  scope: 'reset-request:account',
  free: MAX_RESET_REQUESTS_PER_EMAIL,
  firstDelaySeconds: RESET_REQUEST_WINDOW_MINUTES * MINUTE,
  maxDelaySeconds: RESET_REQUEST_WINDOW_MINUTES * MINUTE,
  windowSeconds: RESET_REQUEST_WINDOW_MINUTES * MINUTE,
};

/**
 * Brute-force protection of sign-in, the current password on /settings and password reset
 * (decision 0013). Every password check first reserves a try on three counters, each with
 * progressive delays: the account from this address, the account from anywhere, and this
 * address for any account (SIGN_IN_FAILURES_PER_ADDRESS free). A success gives the tries back.
 * Accounts are lower-cased e-mails, so an unknown e-mail is limited exactly like a known one.
 */
@Injectable()
export class SignInLimiter {
  private readonly address: AttemptRule;

  constructor(
    private readonly ledger: AttemptLedger,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.address = {
      scope: 'sign-in:address',
      free: config.SIGN_IN_FAILURES_PER_ADDRESS,
      firstDelaySeconds: MINUTE,
      maxDelaySeconds: 60 * MINUTE,
      windowSeconds: SIGN_IN_FAILURE_WINDOW_MINUTES * MINUTE,
    };
  }

  /** Counts a password check before it runs; throws 429 with the wait when it must wait. */
  async reserveSignIn(client: string, email: string): Promise<void> {
    const wait = await this.ledger.reserve(this.signInKeys(client, email));
    if (wait > 0) throw new TooManyAttemptsError(TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE, wait);
  }

  /**
   * The password was right: the owner's own failures from this address are forgiven; the
   * account-wide and address-wide counters only get this try back, so that signing in to one's
   * own account does not reset anybody's allowance for guessing.
   */
  async signInSucceeded(client: string, email: string): Promise<void> {
    const [pair, account, address] = this.signInKeys(client, email);
    await this.ledger.forget(pair);
    await this.ledger.giveBack(account);
    await this.ledger.giveBack(address);
  }

  /** A password reset forgives the account's failed sign-ins from every address. */
  async accountRecovered(email: string): Promise<void> {
    await this.ledger.forgetAccount(accountKey(email), [PAIR, ACCOUNT]);
  }

  /** Counts a reset request for the e-mail; throws 429 when too many were asked for lately. */
  async takeResetRequest(email: string): Promise<void> {
    const wait = await this.ledger.reserve([{ rule: RESET, account: accountKey(email) }]);
    if (wait > 0) throw new TooManyAttemptsError(TOO_MANY_RESET_REQUESTS_MESSAGE, wait);
  }

  /** Always in this order, so that concurrent reservations cannot deadlock. */
  private signInKeys(client: string, email: string): [AttemptKey, AttemptKey, AttemptKey] {
    const account = accountKey(email);
    const address = addressKey(client);
    return [
      { rule: PAIR, account, address },
      { rule: ACCOUNT, account },
      { rule: this.address, address },
    ];
  }
}

const accountKey = (email: string) => email.trim().toLowerCase();
/**
 * An IP address has at most 45 characters; behind TRUST_PROXY the address comes from a header,
 * which may hold anything, and a key must stay small enough for the counters' index.
 */
const addressKey = (client: string) => client.slice(0, 64);
