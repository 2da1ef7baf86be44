import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secrets of e-mailed links (reset codes, invitation tokens): 32 random bytes, base64url
 * (43 characters). Only a SHA-256 is stored, so a copy of the database opens no link.
 */
export function newOneTimeCode(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOneTimeCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/** Compares a stored hash with the hash of a presented code in constant time. */
export function sameCodeHash(storedHex: string, presentedHex: string): boolean {
  return timingSafeEqual(Buffer.from(storedHex, 'hex'), Buffer.from(presentedHex, 'hex'));
}
