import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { altchaHmacKey } from './captcha-keys';

describe('altchaHmacKey', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'captcha-keys-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is ALTCHA_HMAC_KEY when set', () => {
    const key = 'a'.repeat(40);
    expect(
      altchaHmacKey({ ALTCHA_HMAC_KEY: key, JWT_SECRET: 'j'.repeat(40), DATA_DIR: dataDir }),
    ).toBe(key);
  });

  it('is derived from the session key otherwise: stable, and not the session key', () => {
    const config = { JWT_SECRET: 'j'.repeat(40), DATA_DIR: dataDir };
    const key = altchaHmacKey(config);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(altchaHmacKey(config)).toBe(key);
    expect(altchaHmacKey({ ...config, JWT_SECRET: 'k'.repeat(40) })).not.toBe(key);
  });

  it('survives a restart through the session key generated into DATA_DIR', () => {
    expect(altchaHmacKey({ DATA_DIR: dataDir })).toBe(altchaHmacKey({ DATA_DIR: dataDir }));
  });
});
