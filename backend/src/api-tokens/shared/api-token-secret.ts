import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@job-intake/contracts/integrations/api-tokens-api';

/** The characters of a secret a token's hint shows after the prefix. */
const HINT_LENGTH = 6;

/** A new secret: the prefix and 32 random bytes (256 bits), base64url. */
export const newSecret = (): string =>
  `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/**
 * What the table keeps of a secret. One SHA-256 is enough: the secret is 256 random bits, so no
 * dictionary or brute force reaches it, and a slow hash would only slow every request (decision 0047).
 */
export const secretHash = (secret: string): Buffer => createHash('sha256').update(secret).digest();

/** The secret's first characters, prefix included, to tell tokens apart on the list. */
export const hintOf = (secret: string): string =>
  secret.slice(0, API_TOKEN_PREFIX.length + HINT_LENGTH);

export const looksLikeApiToken = (bearer: string): boolean => bearer.startsWith(API_TOKEN_PREFIX);
