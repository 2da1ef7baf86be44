import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Solution,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CAPTCHA_EXPIRED, CAPTCHA_INVALID } from '@job-intake/contracts/guests/guest-api';
import { DomainError } from '../shared/domain-error';
import type { CaptchaPort } from './captcha.port';
import type { SpentCaptchas } from './spent-captchas';

export const ALTCHA_CHALLENGE_PATH = '/api/v1/captcha/challenge';
export const ALTCHA_TTL_MS = 10 * 60_000;
const ALGORITHM = 'PBKDF2/SHA-256';
/** Deterministic mode (altcha-lib's recommendation): the solver tries about this many counters. */
const COUNTER_RANGE = [5_000, 10_000] as const;

export interface AltchaOptions {
  /** Signs the challenge and, derived from it, the expected key. */
  readonly hmacKey: string;
  /** PBKDF2 iterations of one attempt. */
  readonly cost: number;
  readonly spent: SpentCaptchas;
  readonly now?: () => Date;
}

/**
 * ALTCHA, self-hosted proof of work (altcha-lib v2): the server signs a challenge that expires
 * after ten minutes; the widget's token is the challenge and its solution (base64 JSON). A token
 * is accepted once: its challenge signature goes into captcha_spent.
 */
export class AltchaCaptcha implements CaptchaPort {
  readonly config = { provider: 'altcha', challengeUrl: ALTCHA_CHALLENGE_PATH } as const;
  private readonly now: () => Date;

  constructor(private readonly options: AltchaOptions) {
    this.now = options.now ?? (() => new Date());
  }

  issueChallenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: this.options.cost,
      counter: randomInt(COUNTER_RANGE[1], COUNTER_RANGE[0]),
      deriveKey,
      expiresAt: new Date(this.now().getTime() + ALTCHA_TTL_MS),
      hmacSignatureSecret: this.options.hmacKey,
      hmacKeySignatureSecret: keySecret(this.options.hmacKey),
    });
  }

  async verifyOnce(token: string): Promise<void> {
    const payload = parsePayload(token);
    const { signature, parameters } = payload.challenge;
    // A challenge of ours always expires; one without an expiry was not signed here.
    if (!signature || typeof parameters.expiresAt !== 'number') invalid();
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.options.hmacKey,
      hmacKeySignatureSecret: keySecret(this.options.hmacKey),
    }).catch(invalid);
    if (result.expired) throw new DomainError('invalid', CAPTCHA_EXPIRED);
    if (!result.verified) invalid();
    const spent = await this.options.spent.spend(signature, new Date(parameters.expiresAt * 1000));
    if (!spent) throw new DomainError('invalid', CAPTCHA_EXPIRED);
  }
}

function keySecret(hmacKey: string): string {
  return `${hmacKey}:derived-key`;
}

/** The widget's token: base64 of {challenge: {parameters, signature}, solution: {counter, derivedKey}}. */
function parsePayload(token: string): { challenge: Challenge; solution: Solution } {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    invalid();
  }
  if (!isRecord(payload) || !isRecord(payload.solution) || !isRecord(payload.challenge)) invalid();
  if (!isRecord(payload.challenge.parameters)) invalid();
  return payload as unknown as { challenge: Challenge; solution: Solution };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalid(): never {
  throw new DomainError('invalid', CAPTCHA_INVALID);
}
