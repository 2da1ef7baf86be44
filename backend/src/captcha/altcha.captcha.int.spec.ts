import type { Challenge } from 'altcha-lib';
import { Pool } from 'pg';
import { CAPTCHA_EXPIRED, CAPTCHA_INVALID } from '@job-intake/contracts/guests/guest-api';
import { DomainError } from '../shared/domain-error';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { ALTCHA_TTL_MS, AltchaCaptcha } from './altcha.captcha';
import { SpentCaptchas } from './spent-captchas';
import { decodeAltchaToken, encodeAltchaToken, solveAltcha } from './testing/solve-altcha';

const KEY = 'k'.repeat(40);

describe('ALTCHA adapter (altcha-lib v2) with spent solutions in PostgreSQL', () => {
  let database: TestDatabase;
  let pool: Pool;
  let spent: SpentCaptchas;
  let captcha: AltchaCaptcha;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new Pool({ connectionString: database.url, max: 4 });
    spent = new SpentCaptchas(pool);
    captcha = new AltchaCaptcha({ hmacKey: KEY, cost: 1, spent });
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  const solved = async (issuer = captcha) =>
    solveAltcha((await issuer.issueChallenge()) as Challenge);
  const refusal = (token: string) =>
    captcha.verifyOnce(token).then(
      () => 'accepted',
      (error: unknown) => (error instanceof DomainError ? error.message : String(error)),
    );

  it('issues a signed challenge that expires in ten minutes', async () => {
    const before = Date.now();
    const challenge = (await captcha.issueChallenge()) as Challenge;
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1 });
    const expiresAt = (challenge.parameters.expiresAt ?? 0) * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor((before + ALTCHA_TTL_MS) / 1000) * 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + ALTCHA_TTL_MS);
  });

  it('accepts a solved token once: the replay is refused', async () => {
    const token = await solved();
    await expect(captcha.verifyOnce(token)).resolves.toBeUndefined();
    expect(await refusal(token)).toBe(CAPTCHA_EXPIRED);
  });

  it('accepts one of two concurrent uses of the same token', async () => {
    const token = await solved();
    const results = await Promise.all([refusal(token), refusal(token), refusal(token)]);
    expect(results.sort()).toEqual(['accepted', CAPTCHA_EXPIRED, CAPTCHA_EXPIRED].sort());
  });

  it('refuses a token whose challenge expired', async () => {
    const past = new AltchaCaptcha({
      hmacKey: KEY,
      cost: 1,
      spent,
      now: () => new Date(Date.now() - ALTCHA_TTL_MS - 60_000),
    });
    expect(await refusal(await solved(past))).toBe(CAPTCHA_EXPIRED);
  });

  it('refuses tampered tokens', async () => {
    const { challenge, solution } = decodeAltchaToken(await solved());
    const tampered = [
      {
        challenge: { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '0' } },
        solution,
      },
      {
        challenge: {
          ...challenge,
          parameters: { ...challenge.parameters, expiresAt: 4_000_000_000 },
        },
        solution,
      },
      { challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } },
      { challenge: { parameters: challenge.parameters }, solution },
    ];
    for (const payload of tampered)
      expect(await refusal(encodeAltchaToken(payload))).toBe(CAPTCHA_INVALID);
    // The untampered token is still good: nothing above spent it.
    expect(await refusal(encodeAltchaToken({ challenge, solution }))).toBe('accepted');
  });

  it('refuses a challenge signed with another key', async () => {
    const other = new AltchaCaptcha({ hmacKey: 'o'.repeat(40), cost: 1, spent });
    expect(await refusal(await solved(other))).toBe(CAPTCHA_INVALID);
  });

  it.each([
    ['empty', ''],
    ['not base64 JSON', '%%%'],
    ['a JSON array', encodeAltchaToken([])],
    ['no solution', encodeAltchaToken({ challenge: { parameters: {} } })],
    [
      'wrong types',
      encodeAltchaToken({ challenge: { parameters: 5, signature: 1 }, solution: 'x' }),
    ],
    [
      'a v1 payload',
      encodeAltchaToken({
        algorithm: 'SHA-256',
        challenge: 'x',
        number: 1,
        salt: 's',
        signature: 'x',
      }),
    ],
  ])('refuses a malformed token (%s) as not solved', async (_, token) => {
    expect(await refusal(token)).toBe(CAPTCHA_INVALID);
  });

  it('forgets only the spent solutions whose challenge expired', async () => {
    await pool.query('DELETE FROM captcha_spent');
    await spent.spend('old', new Date(Date.now() - 1000));
    await spent.spend('current', new Date(Date.now() + ALTCHA_TTL_MS));
    expect(await spent.deleteExpired()).toBe(1);
    const { rows } = await pool.query('SELECT signature FROM captcha_spent');
    expect(rows).toEqual([{ signature: 'current' }]);
  });
});
