import { HttpStatus } from '@nestjs/common';
import { argon2id, hash, verify, type HashOptions } from 'argon2';
import {
  SERVER_BUSY_MESSAGE,
  TOO_MANY_SIGN_INS_AT_ONCE_MESSAGE,
} from '@job-intake/contracts/identity/identity-api';
import { FairQueue, QueueFullError, ShareTakenError } from '../shared/fair-queue';
import { RetryLaterError } from '../http/retry-later.error';

/**
 * argon2 runs on libuv's four worker threads: more hashes at once only queue there, and an
 * unbounded queue would let a flood of sign-ins hold every request's memory. Beyond the queue,
 * 503 with Retry-After. One client address holds at most 8 places (decision 0013), so that a
 * burst from one address cannot fill the queue for everybody else.
 */
const hashing = new FairQueue({ slots: 4, maxWaiting: 64, perRequester: 8 });

/**
 * The requester of every new password (registration, reset, settings, company set-up): together
 * they hold one address's share, and cannot take the sign-ins' places either.
 */
const NEW_PASSWORDS = 'new passwords';

/** argon2id at the library's defaults: 64 MiB, three passes, four lanes. */
export const PASSWORD_HASH_COST: HashOptions = {
  type: argon2id,
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 4,
};

/**
 * argon2's smallest cost, for test runs only (jest sets NODE_ENV=test): the suites hash the demo
 * users' passwords for every test app and check hundreds of sign-ins, which at the full cost took
 * minutes of CPU. A stored hash names its own cost, so either kind verifies in any run.
 */
export const TEST_PASSWORD_HASH_COST: HashOptions = {
  type: argon2id,
  memoryCost: 1_024,
  timeCost: 2,
  parallelism: 1,
};

export function passwordHashCost(nodeEnv: string | undefined): HashOptions {
  return nodeEnv === 'test' ? TEST_PASSWORD_HASH_COST : PASSWORD_HASH_COST;
}

const cost = passwordHashCost(process.env.NODE_ENV);

let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return bounded(NEW_PASSWORDS, () => hash(password, cost));
}

/**
 * Checks a password against the stored hash for the client at `address`. Without a hash (no such
 * account) it still verifies against a throw-away one, so that an unknown e-mail takes as long as
 * a wrong password.
 */
export async function passwordMatches(
  storedHash: string | undefined,
  password: string,
  address: string,
): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hash('no account has this password', cost);
    const throwAway = await dummyHash;
    await bounded(address, () => verify(throwAway, password));
    return false;
  }
  return bounded(address, () => verify(storedHash, password)).catch((error: unknown) => {
    if (error instanceof RetryLaterError) throw error;
    return false;
  });
}

async function bounded<T>(requester: string, task: () => Promise<T>): Promise<T> {
  try {
    return await hashing.run(requester, task);
  } catch (error) {
    if (error instanceof ShareTakenError)
      throw new RetryLaterError(HttpStatus.TOO_MANY_REQUESTS, TOO_MANY_SIGN_INS_AT_ONCE_MESSAGE, 1);
    if (error instanceof QueueFullError)
      throw new RetryLaterError(HttpStatus.SERVICE_UNAVAILABLE, SERVER_BUSY_MESSAGE, 1);
    throw error;
  }
}
