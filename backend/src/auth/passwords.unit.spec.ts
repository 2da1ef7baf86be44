import { HttpStatus } from '@nestjs/common';
import { hash } from 'argon2';
import { passwordMatches } from './passwords';
import { RetryLaterError } from './sign-in-limits/retry-later.error';

describe('passwordMatches', () => {
  it('checks a password against its hash', async () => {
    const stored = await hash('right password', { memoryCost: 1024, timeCost: 2 });
    await expect(passwordMatches(stored, 'right password')).resolves.toBe(true);
    await expect(passwordMatches(stored, 'wrong password')).resolves.toBe(false);
    await expect(passwordMatches('not a hash', 'right password')).resolves.toBe(false);
  });

  it('refuses with 503 and Retry-After once 4 checks run and 64 wait, instead of queueing more', async () => {
    const stored = await hash('right password', { memoryCost: 1024, timeCost: 2 });
    const admitted = Array.from({ length: 4 + 64 }, () =>
      passwordMatches(stored, 'right password'),
    );
    const refused = await passwordMatches(stored, 'right password').catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(RetryLaterError);
    expect((refused as RetryLaterError).getStatus()).toBe(HttpStatus.SERVICE_UNAVAILABLE);
    expect((refused as RetryLaterError).retryAfterSeconds).toBe(1);
    expect(await Promise.all(admitted)).toEqual(admitted.map(() => true));
    await expect(passwordMatches(stored, 'right password')).resolves.toBe(true);
  });
});
