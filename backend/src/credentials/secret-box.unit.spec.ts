import { randomBytes } from 'node:crypto';
import { SealedValueError, SecretBox } from './secret-box';

const box = new SecretBox(randomBytes(32));
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const BOUND = 'webhook_endpoints:2f0c3c1e-0b7e-4c9e-9a3e-5d1f7b2c8a10';

/** The sealed value with one bit of its byte `at` flipped (negative: from the end). */
function flipped(sealed: string, at: number): string {
  const bytes = Buffer.from(sealed.slice('v1:'.length), 'base64url');
  const byte = at < 0 ? bytes.length + at : at;
  bytes.writeUInt8(bytes.readUInt8(byte) ^ 0x01, byte);
  return `v1:${bytes.toString('base64url')}`;
}

describe('SecretBox', () => {
  it('opens what it sealed, kept as v1: and base64url of IV, ciphertext and tag', () => {
    const sealed = box.seal(SECRET, BOUND);
    expect(sealed).toMatch(/^v1:[\w-]+$/);
    expect(Buffer.from(sealed.slice(3), 'base64url')).toHaveLength(12 + SECRET.length + 16);
    expect(sealed).not.toContain(SECRET.slice(6));
    expect(box.open(sealed, BOUND)).toBe(SECRET);
  });

  it('seals the same value differently each time', () => {
    const first = box.seal(SECRET, BOUND);
    const second = box.seal(SECRET, BOUND);
    expect(first).not.toBe(second);
    expect(box.open(second, BOUND)).toBe(box.open(first, BOUND));
  });

  it.each([
    ['the IV', 0],
    ['the ciphertext', 12],
    ['the tag', -1],
  ])('refuses a value whose %s changed', (_, at) => {
    expect(() => box.open(flipped(box.seal(SECRET, BOUND), at), BOUND)).toThrow(SealedValueError);
  });

  it('refuses another key, another binding, and what is not a sealed value', () => {
    const sealed = box.seal(SECRET, BOUND);
    expect(() => new SecretBox(randomBytes(32)).open(sealed, BOUND)).toThrow(
      'another key sealed it',
    );
    expect(() => box.open(sealed, `${BOUND}0`)).toThrow(SealedValueError);
    expect(() => box.open(SECRET, BOUND)).toThrow('it does not start v1:');
    expect(() => box.open('v1:AAAA', BOUND)).toThrow('it is too short');
  });

  it('takes only a 32-byte key', () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow('32 bytes, not 16');
  });
});
