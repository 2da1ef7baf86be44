import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  SIGN_IN_PROOF_FAILED_MESSAGE,
  SIGN_IN_PROOF_REQUIRED_MESSAGE,
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
  TOO_MANY_SIGN_INS_AT_ONCE_MESSAGE,
} from '@job-intake/contracts/identity/identity-api';
import { CAPTCHA, type CaptchaPort } from '../captcha/captcha.port';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DomainError } from '../shared/domain-error';
import {
  AttemptLedger,
  type AttemptKey,
  type AttemptRule,
  type Refusal,
} from './sign-in-limits/attempt-ledger';
import { FairQueue, ShareTakenError } from '../shared/fair-queue';
import { ProofRequiredError } from './sign-in-limits/proof-required.error';
import { RetryLaterError } from '../http/retry-later.error';

const MINUTE = 60;
/** Sign-ins one address may have under way at once in this process (its share of the hash queue). */
const SIGN_INS_AT_ONCE_PER_ADDRESS = 8;

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
 * (decision 0013). Every password check first reserves a try on counters with progressive
 * delays: the account from this address and the account from anywhere. A sign-in also counts on
 * its address for any account: past SIGN_IN_FAILURES_PER_ADDRESS, every sign-in from there
 * needs a solved captcha instead of being refused, so the people behind a shared address can
 * still sign in. A success gives the tries back. Accounts are lower-cased e-mails, so an unknown
 * e-mail is limited exactly like a known one.
 */
@Injectable()
export class SignInLimiter {
  private readonly address: AttemptRule;
  /** Only a cap per address: no slots to wait for, so nothing queues here. */
  private readonly underWay = new FairQueue({
    slots: Number.POSITIVE_INFINITY,
    maxWaiting: 0,
    perRequester: SIGN_INS_AT_ONCE_PER_ADDRESS,
  });

  constructor(
    private readonly ledger: AttemptLedger,
    @Inject(CAPTCHA) private readonly captcha: CaptchaPort,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const window = SIGN_IN_FAILURE_WINDOW_MINUTES * MINUTE;
    // Past its free tries the address waits until the window ends: only a proof lets it through.
    this.address = {
      scope: 'sign-in:address',
      free: config.SIGN_IN_FAILURES_PER_ADDRESS,
      firstDelaySeconds: window,
      maxDelaySeconds: window,
      windowSeconds: window,
    };
  }

  /**
   * Runs a whole sign-in unless its address has SIGN_INS_AT_ONCE_PER_ADDRESS under way (429): a
   * burst from one address then holds neither the database connections nor the hash queue that
   * everybody's sign-ins need.
   */
  async admit<T>(client: string, signIn: () => Promise<T>): Promise<T> {
    try {
      return await this.underWay.run(addressKey(client), signIn);
    } catch (error) {
      if (error instanceof ShareTakenError)
        throw new TooManyAttemptsError(TOO_MANY_SIGN_INS_AT_ONCE_MESSAGE, 1);
      throw error;
    }
  }

  /**
   * Counts a sign-in before its password is checked. Throws 429 with the wait when the account
   * must wait, and 428 when the address needs a proof and `captchaToken` is missing or fails.
   */
  async reserveSignIn(client: string, email: string, captchaToken?: string): Promise<void> {
    const keys = this.signInKeys(client, email);
    let refusal = await this.ledger.reserve(keys);
    if (refusal?.key.rule === this.address) {
      await this.verifyProof(captchaToken);
      const [pair, account, address] = keys;
      refusal = await this.ledger.reserve([pair, account, { ...address, proven: true }]);
    }
    throwIfRefused(refusal);
  }

  /**
   * The password was right: the owner's own failures from this address are forgiven; the
   * account-wide and address-wide counters only get this try back, so that signing in to one's
   * own account does not reset anybody's allowance for guessing.
   */
  async signInSucceeded(client: string, email: string): Promise<void> {
    const [, , address] = this.signInKeys(client, email);
    await this.passwordCheckSucceeded(client, email);
    await this.ledger.giveBack(address);
  }

  /**
   * Counts a check of a signed-in user's own password (/settings). Not on the address: the
   * caller cannot name other accounts, and has no captcha to solve there.
   */
  async reservePasswordCheck(client: string, email: string): Promise<void> {
    const [pair, account] = this.signInKeys(client, email);
    throwIfRefused(await this.ledger.reserve([pair, account]));
  }

  /** The signed-in user's password was right: as a sign-in, without the address. */
  async passwordCheckSucceeded(client: string, email: string): Promise<void> {
    const [pair, account] = this.signInKeys(client, email);
    await this.ledger.forget(pair);
    await this.ledger.giveBack(account);
  }

  /** A password reset forgives the account's failed sign-ins from every address. */
  async accountRecovered(email: string): Promise<void> {
    await this.ledger.forgetAccount(accountKey(email), [PAIR, ACCOUNT]);
  }

  /** Counts a reset request for the e-mail; throws 429 when too many were asked for lately. */
  async takeResetRequest(email: string): Promise<void> {
    const refusal = await this.ledger.reserve([{ rule: RESET, account: accountKey(email) }]);
    if (refusal) throw new TooManyAttemptsError(TOO_MANY_RESET_REQUESTS_MESSAGE, refusal.seconds);
  }

  /** A captcha solved once, or 428 with what to solve. */
  private async verifyProof(captchaToken: string | undefined): Promise<void> {
    if (!captchaToken)
      throw new ProofRequiredError(SIGN_IN_PROOF_REQUIRED_MESSAGE, this.captcha.config);
    try {
      await this.captcha.verifyOnce(captchaToken);
    } catch (error) {
      if (error instanceof DomainError)
        throw new ProofRequiredError(SIGN_IN_PROOF_FAILED_MESSAGE, this.captcha.config);
      throw error;
    }
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

function throwIfRefused(refusal: Refusal | null): void {
  if (refusal) throw new TooManyAttemptsError(TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE, refusal.seconds);
}

const accountKey = (email: string) => email.trim().toLowerCase();
/**
 * An IP address has at most 45 characters; behind TRUST_PROXY the address comes from a header,
 * which may hold anything, and a key must stay small enough for the counters' index.
 */
const addressKey = (client: string) => client.slice(0, 64);
