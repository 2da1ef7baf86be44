import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1:';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SealedValueError extends Error {
  constructor(boundTo: string, reason: string) {
    super(`The value sealed for ${boundTo} does not open: ${reason}`);
    this.name = 'SealedValueError';
  }
}

/**
 * Encrypts secrets the app must read back (decision 0059): AES-256-GCM, a fresh IV per value,
 * kept as `v1:` + base64url(IV | ciphertext | tag). Each value is bound to what it belongs to
 * (`boundTo`, authenticated but not stored): opened under another binding, it throws.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== KEY_BYTES)
      throw new Error(`A secret box key is ${KEY_BYTES} bytes, not ${key.length}`);
  }

  seal(value: string, boundTo: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv).setAAD(Buffer.from(boundTo));
    const encrypted = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return VERSION + Buffer.concat([iv, encrypted, cipher.getAuthTag()]).toString('base64url');
  }

  open(sealed: string, boundTo: string): string {
    if (!sealed.startsWith(VERSION))
      throw new SealedValueError(boundTo, `it does not start ${VERSION}`);
    const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new SealedValueError(boundTo, 'it is too short');
    const decipher = createDecipheriv(ALGORITHM, this.key, bytes.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    })
      .setAAD(Buffer.from(boundTo))
      .setAuthTag(bytes.subarray(-TAG_BYTES));
    try {
      const encrypted = bytes.subarray(IV_BYTES, -TAG_BYTES);
      return Buffer.concat([decipher.update(encrypted), decipher.final()]).toString('utf8');
    } catch {
      throw new SealedValueError(
        boundTo,
        'another key sealed it, it was changed, or it belongs to something else',
      );
    }
  }
}
