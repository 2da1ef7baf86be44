import { HttpStatus } from '@nestjs/common';
import { hash } from 'argon2';
import {
  SERVER_BUSY_MESSAGE,
  TOO_MANY_SIGN_INS_AT_ONCE_MESSAGE,
} from '@job-intake/contracts/identity/identity-api';
import {
  hashPassword,
  PASSWORD_HASH_COST,
  passwordHashCost,
  passwordMatches,
  TEST_PASSWORD_HASH_COST,
} from './passwords';
import { RetryLaterError } from '../http/retry-later.error';

const refusalOf = (check: Promise<boolean>) =>
  check.then(
    () => undefined,
    (error: unknown) => error as RetryLaterError,
  );

describe('passwordMatches', () => {
  let stored: string;
  beforeAll(async () => {
    stored = await hash('right password', { memoryCost: 1024, timeCost: 2 });
  });

  it('checks a password against its hash', async () => {
    await expect(passwordMatches(stored, 'right password', '192.0.2.1')).resolves.toBe(true);
    await expect(passwordMatches(stored, 'wrong password', '192.0.2.1')).resolves.toBe(false);
    await expect(passwordMatches('not a hash', 'right password', '192.0.2.1')).resolves.toBe(false);
  });

  it('refuses with 503 and Retry-After once 4 checks run and 64 wait, instead of queueing more', async () => {
    const admitted = Array.from({ length: 4 + 64 }, (_, i) =>
      passwordMatches(stored, 'right password', `198.51.100.${i}`),
    );
    const refused = await refusalOf(passwordMatches(stored, 'right password', '198.51.100.200'));
    expect(refused).toBeInstanceOf(RetryLaterError);
    expect(refused?.getStatus()).toBe(HttpStatus.SERVICE_UNAVAILABLE);
    expect(refused?.message).toBe(SERVER_BUSY_MESSAGE);
    expect(refused?.retryAfterSeconds).toBe(1);
    expect(await Promise.all(admitted)).toEqual(admitted.map(() => true));
    await expect(passwordMatches(stored, 'right password', '198.51.100.200')).resolves.toBe(true);
  });

  it('lets one address hold 8 places: its burst gets 429, never fills the queue for another address', async () => {
    const burst = Array.from({ length: 130 }, () =>
      refusalOf(passwordMatches(stored, 'wrong guess', '203.0.113.1')),
    );
    const other = passwordMatches(stored, 'right password', '198.51.100.7');
    const refusals = (await Promise.all(burst)).filter((refusal) => refusal !== undefined);
    expect(refusals).toHaveLength(130 - 8);
    for (const refusal of refusals) {
      expect(refusal.getStatus()).toBe(HttpStatus.TOO_MANY_REQUESTS);
      expect(refusal.message).toBe(TOO_MANY_SIGN_INS_AT_ONCE_MESSAGE);
      expect(refusal.retryAfterSeconds).toBe(1);
    }
    await expect(other).resolves.toBe(true);
  });

  it('hashes at argon2id 64 MiB, 3 passes, 4 lanes outside test runs', async () => {
    for (const nodeEnv of ['production', 'development', undefined])
      expect(passwordHashCost(nodeEnv)).toBe(PASSWORD_HASH_COST);
    expect(await hash('a password', PASSWORD_HASH_COST)).toMatch(
      /^\$argon2id\$v=19\$m=65536,p=4,t=3\$/,
    );
  });

  it('hashes at the smallest cost in test runs, and either cost verifies', async () => {
    expect(passwordHashCost('test')).toBe(TEST_PASSWORD_HASH_COST);
    const cheap = await hashPassword('a password');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=2\$/);
    await expect(passwordMatches(cheap, 'a password', '192.0.2.9')).resolves.toBe(true);
    const full = await hash('a password', PASSWORD_HASH_COST);
    await expect(passwordMatches(full, 'a password', '192.0.2.9')).resolves.toBe(true);
  });
});
