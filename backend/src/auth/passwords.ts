import { HttpStatus } from '@nestjs/common';
import { hash, verify } from 'argon2';
import { SERVER_BUSY_MESSAGE } from '@job-intake/contracts/identity/identity-api';
import { RetryLaterError } from './sign-in-limits/retry-later.error';
import { Semaphore, SemaphoreFullError } from './sign-in-limits/semaphore';

/**
 * argon2 runs on libuv's four worker threads: more hashes at once only queue there, and an
 * unbounded queue would let a flood of sign-ins hold every request's memory. Beyond the queue,
 * 503 with Retry-After.
 */
const hashing = new Semaphore(4, 64);

let dummyHash: Promise<string> | undefined;

/** argon2id, the library's defaults. */
export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password));
}

/**
 * Checks a password against the stored hash. Without a hash (no such account) it still verifies
 * against a throw-away one, so that an unknown e-mail takes as long as a wrong password.
 */
export async function passwordMatches(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hash('no account has this password');
    const throwAway = await dummyHash;
    await bounded(() => verify(throwAway, password));
    return false;
  }
  return bounded(() => verify(storedHash, password)).catch((error: unknown) => {
    if (error instanceof RetryLaterError) throw error;
    return false;
  });
}

async function bounded<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await hashing.run(task);
  } catch (error) {
    if (error instanceof SemaphoreFullError)
      throw new RetryLaterError(HttpStatus.SERVICE_UNAVAILABLE, SERVER_BUSY_MESSAGE, 1);
    throw error;
  }
}
